#if canImport(UIKit)
import UIKit

/// The background queues of both keyboards' suggestions. Nothing of suggestions but the engine's
/// turns runs on the main thread.
enum SuggestionQueues {
    /// Suggestion searches, and the loading of what they need when a keyboard appears: one serial
    /// queue, ahead of other background work, as the user waits for the bar.
    static let search = DispatchQueue(label: "Keysmith.suggestions", qos: .userInitiated)
    /// Saving learned words: one serial queue, so that saves never overlap or overtake each other.
    static let storage = DispatchQueue(label: "Keysmith.learned-words", qos: .utility)
}

/// What suggestions read from files, read off the main thread: the lexicons and the learned words,
/// with what went wrong.
struct SuggestionResources: Sendable {
    /// The provider made from the lexicons and the learned words; nil without lexicons to read or
    /// when none could be read.
    var suggestionProvider: SuggestionProvider?
    /// How often people use each emoji, for the emoji page's search; nil without its file.
    var emojiPopularity: EmojiPopularity?
    /// The stored learned words; nil without a store or when they could not be read.
    var learnedWords: LearnedWords?
    /// Why a lexicon or the learned words could not be read; never any of the words themselves.
    var diagnostics: [Diagnostic] = []

    /// Reads `store`'s words and maps the lexicons `data` names on ``SuggestionQueues/search``, then
    /// calls `completion` on the main thread. Lexicons are mapped, not copied: their pages are the
    /// files', which the system may drop under memory pressure and read again.
    static func load(
        _ data: KeyboardLanguageData?, store: (any LearnedWordStore)?,
        completion: @escaping @MainActor @Sendable (SuggestionResources) -> Void
    ) {
        SuggestionQueues.search.async {
            var resources = SuggestionResources()
            if let store {
                do {
                    resources.learnedWords = try store.load()
                } catch {
                    resources.diagnostics.append(
                        Diagnostic(
                            file: LearnedWordSaver.diagnosticsName, line: 1, column: 1, pointer: "", severity: .warning,
                            message: "the learned words could not be loaded (\(error)); they are left as they are, and "
                                + "words learned now last until the keyboard closes"))
                }
            }
            if let data {
                let loaded = data.load(learnedWords: resources.learnedWords ?? LearnedWords())
                resources.suggestionProvider = loaded.suggestionProvider
                resources.emojiPopularity = loaded.emojiPopularity
                resources.diagnostics += loaded.diagnostics
            }
            DispatchQueue.main.async { completion(resources) }
        }
    }
}

/// Saves learned words with a ``LearnedWordStore`` on ``SuggestionQueues/storage``, never on the main
/// thread. Only the newest words are written: saves asked for while one is being written collapse
/// into one (see ``LatestOnlyQueue``), however fast the user types. As a keyboard session's store,
/// it reads with the store it saves with.
final class LearnedWordSaver: LearnedWordStore {
    /// The file name diagnostics about learned words give.
    static let diagnosticsName = "learned words"

    private let store: any LearnedWordStore
    private let saves: LatestOnlyQueue<LearnedWords>

    /// Saves with `store`; `failed` is called on the main thread with a diagnostic for each save that
    /// fails. A ``LearnedWordFile``'s folder is made first when it is missing.
    init(store: any LearnedWordStore, failed: @escaping @MainActor @Sendable (Diagnostic) -> Void) {
        self.store = store
        saves = LatestOnlyQueue(queue: SuggestionQueues.storage) { words in
            do {
                if let file = store as? LearnedWordFile {
                    try FileManager.default.createDirectory(
                        at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                try store.save(words)
            } catch {
                let diagnostic = Diagnostic(
                    file: Self.diagnosticsName, line: 1, column: 1, pointer: "", severity: .warning,
                    message: "the learned words could not be saved (\(error)); they apply until the keyboard closes")
                DispatchQueue.main.async { failed(diagnostic) }
            }
        }
    }

    /// Reads the store's words, on the caller's thread.
    func load() throws -> LearnedWords {
        try store.load()
    }

    /// Saves `words` in the background, in place of any save still waiting; a failure is reported
    /// to the `failed` handler, never thrown.
    func save(_ words: LearnedWords) {
        saves.submit(words)
    }
}
#endif
