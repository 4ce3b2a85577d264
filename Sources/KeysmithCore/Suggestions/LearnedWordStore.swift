import Foundation

/// Where learned words are kept between launches of the keyboard.
public protocol LearnedWordStore: Sendable {
    /// The saved words; an empty list when nothing was saved yet.
    func load() throws -> LearnedWords
    /// Saves `words`, replacing what was saved.
    func save(_ words: LearnedWords) throws
}

/// A ``LearnedWordStore`` in one JSON file, such as one in the keyboard's App Group container.
///
/// Saving writes a temporary file beside the real one and renames it over it, so a reader, or a
/// keyboard killed mid-write, sees the old list or the new one, never half of one.
public struct LearnedWordFile: LearnedWordStore {
    public var url: URL

    init(url: URL) {
        self.url = url
    }

    public func load() throws -> LearnedWords {
        guard FileManager.default.fileExists(atPath: url.path) else { return LearnedWords() }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LearnedWordStoreError(
                "cannot read the learned words in \(url.lastPathComponent): \(error.localizedDescription)")
        }
        do {
            return try LearnedWords.read(data, name: url.lastPathComponent)
        } catch {
            throw LearnedWordStoreError("the learned words in \(url.lastPathComponent) are damaged and were not loaded")
        }
    }

    public func save(_ words: LearnedWords) throws {
        let data = try words.fileData()
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw LearnedWordStoreError(
                "cannot write the learned words beside \(url.lastPathComponent): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw LearnedWordStoreError("cannot replace \(url.lastPathComponent) with the new learned words: \(reason)")
        }
    }
}

/// Why learned words could not be loaded or saved, in a sentence a user can act on.
struct LearnedWordStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
