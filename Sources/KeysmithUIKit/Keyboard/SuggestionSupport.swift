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

/// What suggestions read from files, read off the main thread: the lexicon and the learned words,
/// with what went wrong.
struct SuggestionResources: Sendable {
    /// The lexicon, mapped from its file; nil without a file to read or when it could not be read.
    var lexicon: Lexicon?
    /// The lexicons of a keyboard of several languages, by language identifier, each mapped from
    /// its file; a language whose file could not be read is left out.
    var languageLexicons: [String: Lexicon] = [:]
    /// The stored learned words; nil without a store or when they could not be read.
    var learnedWords: LearnedWords?
    /// Why the lexicon or the learned words could not be read; never any of the words themselves.
    var diagnostics: [Diagnostic] = []

    /// Maps the lexicon at `lexiconURL` and reads `store`'s words on ``SuggestionQueues/search``, then
    /// calls `completion` on the main thread. The lexicon is mapped, not copied: its pages are the
    /// file's, which the system may drop under memory pressure and read again.
    ///
    /// With `languageLexiconURLs` (a keyboard of several languages), maps each language's lexicon
    /// too, into ``languageLexicons``.
    static func load(
        lexiconURL: URL?, languageLexiconURLs: [String: URL] = [:], store: (any LearnedWordStore)?,
        completion: @escaping @MainActor @Sendable (SuggestionResources) -> Void
    ) {
        SuggestionQueues.search.async {
            var resources = SuggestionResources()
            func map(_ url: URL) -> Lexicon? {
                do {
                    return try Lexicon(contentsOf: url)
                } catch {
                    resources.diagnostics.append(
                        Diagnostic(
                            file: url.lastPathComponent, line: 1, column: 1, pointer: "", severity: .warning,
                            message:
                                "the lexicon could not be loaded (\(error)); the keyboard works without its suggestions"
                        ))
                    return nil
                }
            }
            resources.lexicon = lexiconURL.flatMap(map)
            for (language, url) in languageLexiconURLs.sorted(by: { $0.key < $1.key }) {
                resources.languageLexicons[language] = map(url)
            }
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
            DispatchQueue.main.async { completion(resources) }
        }
    }
}

/// Saves learned words with a ``LearnedWordStore`` on ``SuggestionQueues/storage``, never on the main
/// thread. Only the newest words are written: saves asked for while one is being written collapse
/// into one (see ``LatestOnlyQueue``), however fast the user types.
final class LearnedWordSaver: Sendable {
    /// The file name diagnostics about learned words give.
    static let diagnosticsName = "learned words"

    private let saves: LatestOnlyQueue<LearnedWords>

    /// Saves with `store`; `failed` is called on the main thread with a diagnostic for each save that
    /// fails. A ``LearnedWordFile``'s folder is made first when it is missing.
    init(store: any LearnedWordStore, failed: @escaping @MainActor @Sendable (Diagnostic) -> Void) {
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

    /// Saves `words` in the background, in place of any save still waiting.
    func save(_ words: LearnedWords) {
        saves.submit(words)
    }
}
#endif
