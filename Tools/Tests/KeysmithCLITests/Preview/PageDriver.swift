import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

/// A preview session with the page's habits: pointers on keys found by their labels, in picture
/// coordinates (toolbar slot included), and a clock that moves forward between events.
struct PageDriver {
    var session: PreviewSession
    var time = 10.0
    private var nextPointer = 1

    init(
        _ configuration: PreviewConfiguration, settings: PreviewSettings = PreviewSettings(),
        suggestions: SuggestionSource? = nil
    ) {
        session = PreviewSession(configuration: configuration, settings: settings, suggestions: suggestions)
    }

    /// The messages sent since the last call.
    private(set) var log: [ServerMessage] = []

    mutating func open() -> [ServerMessage] {
        let messages = session.open()
        log += messages
        return messages
    }

    @discardableResult
    mutating func send(_ message: ClientMessage) -> [ServerMessage] {
        let messages = session.handle(message)
        log += messages
        return messages
    }

    /// Where the key labelled `label` (its text, or what VoiceOver says) is drawn, in picture coordinates.
    func centre(of label: String) throws -> Point {
        let model = session.engine.render(session.state)
        guard
            let key = model.keys.first(where: { $0.label == .text(label) })
                ?? model.keys.first(where: { $0.accessibilityLabel == label })
        else {
            throw PreviewTestFailure("no key labelled \(label) on \(model.layoutName)")
        }
        return Point(x: key.frame.midX, y: key.frame.midY + model.toolbarSlot.height)
    }

    mutating func newPointer() -> Int {
        defer { nextPointer += 1 }
        return nextPointer
    }

    @discardableResult
    mutating func touch(_ phase: TouchMessage.Phase, _ pointer: Int, at point: Point, after delay: Double = 0.05)
        -> [ServerMessage]
    {
        time += delay
        return send(.touch(TouchMessage(phase: phase, id: pointer, x: point.x, y: point.y, time: time)))
    }

    /// A quick tap on the key labelled `label`.
    mutating func tap(_ label: String) throws {
        let pointer = newPointer()
        let point = try centre(of: label)
        touch(.began, pointer, at: point, after: 0.1)
        touch(.ended, pointer, at: point, after: 0.05)
    }

    @discardableResult
    mutating func key(_ name: String, shift: Bool = false) throws -> [ServerMessage] {
        time += 0.1
        return send(.key(try #require(ComputerKey(name: name, shift: shift)), time: time))
    }

    @discardableResult
    mutating func tick(after delay: Double) -> [ServerMessage] {
        time += delay
        return send(.tick(time: time))
    }

    var text: String { session.document.text }
    var selection: Range<Int> { session.document.selection }
}
