import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Every letter of a language can be typed on its keyboard: each of the main exemplar characters
/// CLDR lists for the language, and its capital where the script has case, is typed exactly with at
/// most one long press a character.
///
/// Without CLDR's data the test is skipped, saying how to install it; in CI (`CI=true`) it runs and
/// fails instead.
@Suite("Every letter of each embedded language can be typed")
struct ExemplarTypingTests {
    /// The devices typed on: the iPhone's letters and the iPad's, which are different files.
    static let devices: [DeviceClass] = [.iphonePortrait, .ipadPortrait]

    @Test(
        "each main exemplar character, and its capital, types exactly with at most one long press",
        .enabled(
            if: CLDRExemplars.isInstalledOrSkipped(
                "the CLDR exemplar test of the embedded languages (Tests/KeysmithCoreTests/Languages)")
                || CLDRExemplars.isRequired, "\(CLDRExemplars.installAdvice)"),
        arguments: EmbeddedLanguages.identifiers, devices)
    func exemplars(identifier: String, deviceClass: DeviceClass) throws {
        guard CLDRExemplars.isInstalled else {
            Issue.record("\(CLDRExemplars.installAdvice)")
            return
        }
        let (members, file) = try CLDRExemplars(common: CLDRExemplars.commonFolder).exemplars(of: identifier)
        #expect(!members.isEmpty, "\(file) lists no exemplars")
        let engine = KeyboardEngine(configuration: try LanguageKeyboards.configuration(identifier))
        let language = LanguageKeyboards.language(of: identifier)
        var problems: [String] = []
        for member in Self.typed(members, on: engine) {
            for text in [member, LanguageKeyboards.capital(of: member, language: language)].compactMap({ $0 }) {
                if let problem = Self.problem(typing: text, on: engine, deviceClass: deviceClass) {
                    problems.append(problem)
                }
            }
        }
        #expect(
            problems.isEmpty,
            "\(identifier) on \(deviceClass.rawValue), exemplars of \(file):\n\(problems.joined(separator: "\n"))")
    }

    /// Of a keyboard that converts what is typed (pinyin to hanzi), every `conversionStride`th
    /// member, in CLDR's order: each character is typed as its reading and chosen among the
    /// candidates, and CLDR lists about two thousand hanzi, which would take minutes a device in a
    /// debug build and far longer under the sanitizers. Of any other keyboard, every member.
    static func typed(_ members: [String], on engine: KeyboardEngine) -> [String] {
        let state = engine.initialState(host: .noAutocapitalization)
        guard let composer = engine.composer(for: state), composer.keys(converting: "中") != nil else { return members }
        return stride(from: 0, to: members.count, by: conversionStride).map { members[$0] }
    }

    /// One member in how many is typed on a keyboard that converts.
    static let conversionStride = 32

    /// What is wrong with typing `text`, or nil when it types exactly with at most one long press a
    /// character.
    static func problem(typing text: String, on engine: KeyboardEngine, deviceClass: DeviceClass) -> String? {
        let codePoints = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        let name = "\"\(text)\" (\(codePoints.joined(separator: " ")))"
        let typing: LanguageKeyboards.Typing
        do {
            typing = try LanguageKeyboards.type(text, on: engine, deviceClass: deviceClass)
        } catch {
            return "\(name): \(error)"
        }
        if typing.text != text { return "\(name) typed \"\(typing.text)\"" }
        if typing.longPresses > text.count { return "\(name) took \(typing.longPresses) long presses" }
        return nil
    }
}

@Suite("Reading CLDR's exemplar characters")
struct CLDRExemplarReadingTests {
    @Test("members, ranges, strings and escapes")
    func syntax() throws {
        #expect(try UnicodeSetPattern.members(of: "[a à b]") == ["a", "à", "b"])
        #expect(try UnicodeSetPattern.members(of: "[а-г ё]") == ["а", "б", "в", "г", "ё"])
        #expect(try UnicodeSetPattern.members(of: "[{ch} c {íj\\u0301}]") == ["ch", "c", "íj\u{301}"])
        #expect(
            try UnicodeSetPattern.members(of: "[\\u064B-\\u064D \\x{1F600} \\x41 \\- \\] \\\\]") == [
                "\u{64B}", "\u{64C}", "\u{64D}", "\u{1F600}", "A", "-", "]", "\\",
            ])
        #expect(try UnicodeSetPattern.members(of: "[a - c -]") == ["a", "b", "c", "-"])
        #expect(try UnicodeSetPattern.members(of: "[a a]") == ["a"])
    }

    @Test(
        "what it cannot read is an error, not a wrong set",
        arguments: ["[[a-z]-[q]]", "[^a]", "[\\p{L}]", "[a", "a]", "[c-a]", "[{}]"])
    func unsupported(pattern: String) {
        #expect(throws: UnicodeSetPattern.ParseError.self) { try UnicodeSetPattern.members(of: pattern) }
    }

    @Test("XML's escapes are undone before the pattern is read")
    func xml() {
        #expect(CLDRExemplars.unescapingXML("[&amp; &#x61; &#98; &lt;]") == "[& a b <]")
        let xml = """
            <characters><exemplarCharacters type="auxiliary">[x]</exemplarCharacters>
            <exemplarCharacters>[a b]</exemplarCharacters></characters>
            """
        #expect(CLDRExemplars.mainExemplars(in: xml) == "[a b]")
    }

    @Test(
        "a locale without exemplars of its own takes its parent's",
        .enabled(if: CLDRExemplars.isInstalledOrSkipped("CLDR's parent locales (ExemplarTypingTests)")))
    func parents() throws {
        let cldr = CLDRExemplars(common: CLDRExemplars.commonFolder)
        #expect(try cldr.exemplars(of: "fr_CA").file == "fr.xml")
        #expect(try cldr.exemplars(of: "nb").file == "no.xml")
        #expect(try cldr.exemplars(of: "de_CH").file == "de_CH.xml")
        #expect(try cldr.exemplars(of: "de_CH").members.contains("ß") == false)
        #expect(try cldr.exemplars(of: "en-GB").members.count == 26)
    }

    @Test("the capital a letter is typed as")
    func capitals() {
        #expect(LanguageKeyboards.capital(of: "é", language: "fr") == "É")
        #expect(LanguageKeyboards.capital(of: "i", language: "tr") == "İ")
        #expect(LanguageKeyboards.capital(of: "ı", language: "tr") == "I")
        #expect(LanguageKeyboards.capital(of: "i", language: "en") == "I")
        #expect(LanguageKeyboards.capital(of: "ß", language: "de") == nil)
        #expect(LanguageKeyboards.capital(of: "א", language: "he") == nil)
        #expect(LanguageKeyboards.capital(of: "ch", language: "cs") == "CH")
    }
}
