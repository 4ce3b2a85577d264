import Foundation
import QuartzCore
import Testing
import UIKit
@testable import KeysmithUIKit

/// The repository's folders the tests read keyboard sets from; nothing outside the repository.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// A keyboard set of two languages, English (US) and French, with their embedded layouts.
    static let bilingual = root.appendingPathComponent("Tests/KeysmithUIKitTests/Fixtures/Bilingual")
    /// The demo app's keyboard set: English, French and German.
    static let demo = root.appendingPathComponent("Examples/KeysmithDemo/Keyboard")
    /// The web view example: its path configuration and toolbar files.
    static let webView = root.appendingPathComponent("Examples/WebView")
}

/// A keyboard extension's controller that reads its keyboard set from one folder of the repository
/// and keeps its settings and learned words in memory.
final class TestKeyboardViewController: KeysmithInputViewController {
    var folder = Repository.bilingual
    var store: any SettingsStore = InMemorySettingsStore()

    override var keyboardSetFolders: [URL] { [folder] }
    override var settingsStore: any SettingsStore { store }
    override var learnedWordStore: (any LearnedWordStore)? { nil }
}

/// Settings that are read as the defaults and cannot be saved.
struct UnwritableSettingsStore: SettingsStore {
    struct Unwritable: Error {}

    func load() -> SettingsLoadResult { InMemorySettingsStore().load() }
    func save(_ settings: KeyboardSettings) throws { throw Unwritable() }
}

/// Waits until the work the shells sent off the main thread (suggestion searches, swipe decoding,
/// lexicon loading, saves) is done and its answers were handled: the session's scheduler until it is
/// idle, then, each round, a marker queued behind everything on the shells' own background queues and
/// on the main queue behind their answers. No sleeping, whatever the machine's load.
@MainActor
func settle(_ scheduler: (any SessionScheduler)?, rounds: Int = 4) async {
    for _ in 0..<rounds {
        await (scheduler as? MainActorScheduler)?.waitUntilIdle()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            SuggestionQueues.search.async {
                SuggestionQueues.storage.async {
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
        }
    }
}

@MainActor
func settle(_ controller: KeysmithInputViewController) async {
    await settle(controller.session?.services.scheduler)
}

@MainActor
func settle(_ keyboard: KeysmithInputView) async {
    await settle(keyboard.session.services.scheduler)
}

/// Fingers on a keyboard view, as the system would deliver them: each lands on the root view of the
/// window, which hit-tests it to the keyboard view. A test sends the ticks a held finger needs
/// (``tick(after:)``), as the keyboard's timer would, so that no test waits for time to pass. Touch
/// times start an hour ahead of the system's uptime, the clock of that timer: should the timer fire
/// while a test runs, its ticks come before every touch and move nothing on.
@MainActor
struct Typist {
    let window: UIView
    let keyboard: KeysmithKeyboardView
    private(set) var time = ProcessInfo.processInfo.systemUptime + 3600

    init(window: UIView, keyboard: KeysmithKeyboardView) {
        self.window = window
        self.keyboard = keyboard
    }

    /// The model's keys, which must be on screen.
    var keys: [RenderedKey] { keyboard.model?.keys ?? [] }

    /// The middle of `key`, in the window.
    func center(of key: RenderedKey) -> CGPoint {
        window(CGRect(keyboard.viewport!.viewRect(key.frame)))
    }

    /// The middle of `rect` (the keyboard view's coordinates) in the window.
    func window(_ rect: CGRect) -> CGPoint {
        CGPoint(x: keyboard.frame.minX + rect.midX, y: keyboard.frame.minY + rect.midY)
    }

    /// The key labelled `label` (a letter in either case), or of `type`.
    func key(_ label: String) -> RenderedKey? {
        keys.first { key in
            if case .text(let text) = key.label { return text.lowercased() == label.lowercased() }
            return false
        }
    }

    func key(of type: KeyType) -> RenderedKey? {
        keys.first { $0.type == type }
    }

    /// Taps at `point` of the window.
    mutating func tap(at point: CGPoint) {
        time += 0.15
        let finger = Finger(at: point, in: window, time: time)
        time += 0.05
        finger.lift(at: time)
    }

    /// Taps the key labelled `label`, or of `type`; records an issue when there is none.
    mutating func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let key = key(label) else {
            Issue.record("no key \(label)", sourceLocation: sourceLocation)
            return
        }
        tap(at: center(of: key))
    }

    mutating func tap(_ type: KeyType, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let key = key(of: type) else {
            Issue.record("no \(type) key", sourceLocation: sourceLocation)
            return
        }
        tap(at: center(of: key))
    }

    /// Types `text` a key at a time: letters by their keys, spaces with the spacebar.
    mutating func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for character in text {
            if character == " " {
                tap(.spacebar, sourceLocation: sourceLocation)
            } else {
                tap(String(character), sourceLocation: sourceLocation)
            }
        }
    }

    /// Draws `word` across its letters with one finger, the screen sampling the path between letters.
    mutating func swipe(_ word: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let centers = word.compactMap { key(String($0)).map(center(of:)) }
        guard centers.count == word.count, let first = centers.first else {
            Issue.record("no keys for \(word)", sourceLocation: sourceLocation)
            return
        }
        time += 0.3
        let finger = Finger(at: first, in: window, time: time)
        var previous = first
        for point in centers.dropFirst() {
            let samples = (1...6).map { step in
                CGPoint(
                    x: previous.x + (point.x - previous.x) * CGFloat(step) / 6,
                    y: previous.y + (point.y - previous.y) * CGFloat(step) / 6)
            }
            time += 0.12
            finger.move(through: samples, by: time)
            previous = point
        }
        time += 0.05
        finger.lift(at: time)
    }

    /// Puts a finger down at `point` and leaves it there.
    mutating func press(at point: CGPoint) -> Finger {
        time += 0.3
        return Finger(at: point, in: window, time: time)
    }

    /// Sends the tick the keyboard's timer sends once a frame, `seconds` after the last touch.
    mutating func tick(after seconds: TimeInterval) {
        time += seconds
        keyboard.eventHandler?(.tick(time: time))
    }

    /// Moves `finger` to `point` and lifts it there.
    mutating func slide(_ finger: Finger, to point: CGPoint) {
        time += 0.05
        finger.move(through: [point], by: time)
        time += 0.05
        finger.lift(at: time)
    }
}
