import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The suggestion bar and autocorrection")
struct SuggestionProviderTests {
    static let counts: [String: UInt64] = [
        "the": 1_000_000, "they": 300_000, "then": 200_000, "there": 150_000, "hello": 50_000, "help": 40_000,
        "way": 30_000, "on": 900_000, "my": 800_000, "tea": 1_000,
    ]
    let keys: LetterKeys
    let provider: SuggestionProvider

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
        provider = SuggestionProvider(
            lexicon: try SuggestionFixtures.lexicon(Self.counts),
            textReplacements: [
                TextReplacement(userInput: "omw", documentText: "On my way!"),
                TextReplacement(userInput: "Keysmith", documentText: "Keysmith"),
            ])
    }

    func bar(_ written: String, host: HostContext = .standard) -> SuggestionResult {
        provider.suggestions(for: TextNotation.context(written), keys: keys, host: host)
    }

    @Test("an unknown word: itself in quotes first, then the best correction, which space applies")
    func unknownWord() {
        let result = bar("I said teh‸")
        #expect(result.word == "teh")
        #expect(result.suggestions.map(\.title) == ["“teh”", "the", "they"])
        #expect(result.suggestions.map(\.kind) == [.typed, .correction, .correction])
        #expect(result.autocorrection == Suggestion(text: "the", kind: .correction))
    }

    @Test("a known word: itself without quotes, then its completions, and space changes nothing")
    func knownWord() {
        let result = bar("the‸")
        #expect(result.suggestions.map(\.title) == ["the", "they", "then"])
        #expect(result.suggestions.map(\.kind) == [.typed, .completion, .completion])
        #expect(result.autocorrection == nil)
    }

    @Test("suggestions and the autocorrection take the typed word's case")
    func caseShape() {
        #expect(bar("Teh‸").suggestions.map(\.text) == ["Teh", "The", "They"])
        #expect(bar("TEH‸").autocorrection?.text == "THE")
        #expect(bar("The‸").suggestions.map(\.text) == ["The", "They", "Then"])
    }

    @Test("no autocorrection where the field turns it off, inside a word, or for a word with digits")
    func noAutocorrection() {
        #expect(bar("teh‸", host: HostContext(allowsAutocorrection: false)).autocorrection == nil)
        #expect(
            bar("teh‸", host: HostContext(allowsAutocorrection: false)).suggestions.map(\.text) == [
                "teh", "the", "they",
            ])
        let inside = bar("te‸h")
        #expect(inside.word == "teh")
        #expect(inside.autocorrection == nil)
        #expect(inside.suggestions.first?.title == "“teh”")
        #expect(bar("th3‸").autocorrection == nil)
    }

    @Test(
        "nothing to suggest after a space, beside emoji, or with a selection",
        arguments: ["the ‸", "‸", "👍🏽‸", "a «the» b"])
    func nothing(written: String) {
        #expect(bar(written) == .empty)
    }

    @Test("a text replacement's shortcut offers its phrase second, and space puts it in")
    func textReplacement() {
        let result = bar("omw‸")
        #expect(result.suggestions.map(\.title) == ["“omw”", "On my way!", "on"])
        #expect(result.suggestions[1].kind == .textReplacement)
        #expect(result.autocorrection == Suggestion(text: "On my way!", kind: .textReplacement))
        #expect(bar("OMW‸").suggestions[1].text == "On my way!")
    }

    @Test("a replacement that is its own phrase makes a known word: completed, never corrected")
    func knownReplacementWord() {
        let result = bar("Keysmith‸")
        #expect(result.suggestions.first?.title == "Keysmith")
        #expect(result.autocorrection == nil)
        #expect(provider.completions(of: "keys") == ["Keysmith"])
    }

    @Test("a learned word is known: no quotes, no autocorrection, and it completes")
    func learnedWord() {
        var learning = provider
        #expect(bar("helllo‸").autocorrection?.text == "hello")
        learning.learnedWords.noteRestored("helllo", host: .standard)
        let result = learning.suggestions(for: TextNotation.context("helllo‸"), keys: keys, host: .standard)
        #expect(result.suggestions.first?.title == "helllo")
        #expect(result.autocorrection == nil)
        #expect(learning.completions(of: "helll") == ["helllo"])
        #expect(learning.isKnown("HELLLO"))
    }

    @Test("a word and the apostrophe just typed after it: completions with the apostrophe")
    func trailingApostrophe() throws {
        let lexicon = try SuggestionFixtures.lexicon(["don't": 100_000, "done": 50])
        let provider = SuggestionProvider(lexicon: lexicon)
        let result = provider.suggestions(for: TextNotation.context("I don'‸"), keys: keys, host: .standard)
        #expect(result.word == "don'")
        #expect(result.suggestions.map(\.text) == ["don'", "don't", "done"])
        #expect(result.autocorrection?.text == "don't")
    }

    @Test("taps are used when there is one per letter of the word before the cursor")
    func taps() throws {
        let lexicon = try SuggestionFixtures.lexicon(["rap": 1_000, "yap": 1_000])
        let provider = SuggestionProvider(lexicon: lexicon)
        let t = try #require(keys.centre(of: "t")), a = try #require(keys.centre(of: "a")),
            p = try #require(keys.centre(of: "p"))
        let geometry = try #require(SuggestionFixtures.englishGeometry)
        let towardsY = provider.suggestions(
            for: TextNotation.context("tap‸"), taps: [Point(x: t.x + 12, y: t.y), a, p], geometry: geometry,
            host: .standard)
        #expect(towardsY.suggestions.map(\.text) == ["tap", "yap", "rap"])
        let towardsR = provider.suggestions(
            for: TextNotation.context("tap‸"), taps: [Point(x: t.x - 12, y: t.y), a, p], geometry: geometry,
            host: .standard)
        #expect(towardsR.suggestions.map(\.text) == ["tap", "rap", "yap"])
    }
}
