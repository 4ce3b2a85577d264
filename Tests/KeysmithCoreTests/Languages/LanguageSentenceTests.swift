import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// A sentence in each embedded language, typed on its keyboard, comes out exactly as written.
///
/// The sentences are in `Fixtures/LanguageSentences/<locale>.txt`, one file an embedded language
/// named as its folder is; each line of a file that is not empty is a sentence.
@Suite("A sentence in each embedded language types exactly")
struct LanguageSentenceTests {
    static let folder = TestFiles.fixtures.appendingPathComponent("LanguageSentences")

    /// The locales that have a sentence file, sorted.
    static var sentenceLocales: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// The sentences of `locale`'s file.
    static func sentences(of locale: String) throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent(locale + ".txt"), encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    @Test("every embedded language has a sentence file")
    func everyLanguageHasSentences() {
        let missing = Set(EmbeddedLanguages.identifiers).subtracting(Self.sentenceLocales).sorted()
        #expect(
            missing == [],
            "no sentence file in Fixtures/LanguageSentences for \(missing.map { $0 + ".txt" }.joined(separator: ", "))")
    }

    @Test("types exactly on its keyboard", arguments: sentenceLocales, ExemplarTypingTests.devices)
    func sentence(locale: String, deviceClass: DeviceClass) throws {
        try #require(
            EmbeddedLanguages.identifiers.contains(locale),
            "\(locale).txt names no embedded language (there are \(EmbeddedLanguages.identifiers.joined(separator: ", ")))"
        )
        let sentences = try Self.sentences(of: locale)
        #expect(!sentences.isEmpty, "\(locale).txt has no sentence")
        let engine = KeyboardEngine(configuration: try LanguageKeyboards.configuration(locale))
        for sentence in sentences {
            let typed = try LanguageKeyboards.type(sentence, on: engine, deviceClass: deviceClass)
            #expect(typed.text == sentence, "\(locale) on \(deviceClass.rawValue)")
        }
    }
}
