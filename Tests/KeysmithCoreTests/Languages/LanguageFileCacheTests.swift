import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboards that load the same language files share one reading of each")
struct LanguageFileCacheTests {
    private struct Failure: Error {}

    /// Counts the readings of a file, returning its text.
    private final class Reader: @unchecked Sendable {
        private(set) var readings = 0
        func read(_ url: URL) throws -> String {
            readings += 1
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("LanguageFileCacheTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a file is read once however often it is asked for")
    func readOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try "one".write(to: file, atomically: true, encoding: .utf8)
        let cache = LanguageFileCache()
        let reader = Reader()
        for _ in 0..<3 { #expect(try cache.value(of: file, read: reader.read) == "one") }
        #expect(reader.readings == 1)
        #expect(cache.count == 1)
    }

    @Test("a file replaced on disk is read again, and only the new reading is kept")
    func replaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try "one".write(to: file, atomically: true, encoding: .utf8)
        let cache = LanguageFileCache()
        let reader = Reader()
        #expect(try cache.value(of: file, read: reader.read) == "one")
        try "three".write(to: file, atomically: true, encoding: .utf8)
        #expect(try cache.value(of: file, read: reader.read) == "three")
        #expect(try cache.value(of: file, read: reader.read) == "three")
        #expect(reader.readings == 2)
        #expect(cache.count == 1)
    }

    @Test("a file that could not be read is tried again the next time")
    func failureNotKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try "one".write(to: file, atomically: true, encoding: .utf8)
        let cache = LanguageFileCache()
        #expect(throws: Failure.self) { try cache.value(of: file) { _ -> String in throw Failure() } }
        #expect(cache.count == 0)
        #expect(try cache.value(of: file) { try String(contentsOf: $0, encoding: .utf8) } == "one")
    }

    @Test("past its capacity the cache drops the file used longest ago")
    func capacity() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try ["a", "b", "c"].map { name in
            let file = folder.appendingPathComponent("\(name).txt")
            try name.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let cache = LanguageFileCache(capacity: 2)
        let reader = Reader()
        _ = try cache.value(of: files[0], read: reader.read)
        _ = try cache.value(of: files[1], read: reader.read)
        _ = try cache.value(of: files[0], read: reader.read)  // a is now the most recently used
        _ = try cache.value(of: files[2], read: reader.read)  // drops b
        #expect(reader.readings == 3)
        _ = try cache.value(of: files[0], read: reader.read)
        #expect(reader.readings == 3)
        _ = try cache.value(of: files[1], read: reader.read)
        #expect(reader.readings == 4)
        #expect(cache.count == 2)
    }

    @Test("two keyboards loading with one cache share the mapping of their lexicon and model")
    func keyboardsShare() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(LexiconBuilder.build([LexiconEntry(word: "see", count: 10), LexiconEntry(word: "you", count: 9)]))
            .write(to: folder.appendingPathComponent("en.lexicon"))
        var counts = NGramCounts(order: 2)
        counts.add(sentence: ["see", "you"])
        let model = try LanguageModelWriter.write(KneserNey.estimate(counts))
        try Data(model).write(to: folder.appendingPathComponent("en.model"))
        let lookup = LanguageDataLookup(
            modelURL: { _ in folder.appendingPathComponent("en.model") },
            lexiconURL: { _ in folder.appendingPathComponent("en.lexicon") })
        let data = SuggestionSetupTests.configuration(setLocale: "en").languageData(from: lookup)

        func address(of data: Data) -> UnsafeRawPointer? { data.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) } }
        let cache = LanguageFileCache()
        let first = try #require(data.load(sharing: cache).suggestionProvider)
        let second = try #require(data.load(learnedWords: LearnedWords(), sharing: cache).suggestionProvider)
        #expect(cache.count == 2)
        #expect(address(of: first.lexicon.data) == address(of: second.lexicon.data))
        #expect(second.languageModel?.contains("you") == true)
        // Without the cache, each load maps the file anew.
        let unshared = try #require(data.load().suggestionProvider)
        #expect(address(of: unshared.lexicon.data) != address(of: first.lexicon.data))
    }

    @Test("a damaged file is reported on every load that shares the cache, and never kept")
    func damagedReportedEachTime() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a lexicon".utf8).write(to: folder.appendingPathComponent("en.lexicon"))
        let lookup = LanguageDataLookup(lexiconURL: { _ in folder.appendingPathComponent("en.lexicon") })
        let data = SuggestionSetupTests.configuration(setLocale: "en").languageData(from: lookup)
        let cache = LanguageFileCache()
        for _ in 0..<2 {
            let loaded = data.load(sharing: cache)
            #expect(loaded.suggestionProvider == nil)
            #expect(loaded.diagnostics.map(\.file) == ["en.lexicon"])
        }
        #expect(cache.count == 0)
    }
}
