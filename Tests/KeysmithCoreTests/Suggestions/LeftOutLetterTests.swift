import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("A letter left out of a common word against a slip onto a neighbouring key, without taps")
struct LeftOutLetterTests {
    let keys: LetterKeys

    init() throws {
        keys = LetterKeys(geometry: try #require(SuggestionFixtures.englishGeometry))
    }

    /// The model as it was when a letter without its tap counted as a tap spread half a key around
    /// its key's centre.
    static var widerTypedKeySpread: TypingErrorModel {
        var model = TypingErrorModel.standard
        model.typedKeySpread = 0.5
        return model
    }

    @Test("helo is hello before help: a doubled letter left out is likelier than o for p")
    func helo() throws {
        let lexicon = try Lexicon.english()
        let ranking = SpellingCorrector(lexicon: lexicon).rank("helo", keys: keys)
        #expect(ranking.corrections.prefix(2).map(\.word) == ["hello", "help"])
        // Before: a slip onto p cost 2.8 nats without taps, less than the doubled l left out (3.5).
        let before = SpellingCorrector(lexicon: lexicon, model: Self.widerTypedKeySpread).rank("helo", keys: keys)
        #expect(before.corrections.first?.word == "help")
        // The taps at the keys' centres that a careful finger gives tell the same.
        let taps = try "helo".map { try #require(keys.centre(of: $0)) }
        let tapped = SpellingCorrector(lexicon: lexicon).rank("helo", taps: taps, keys: keys)
        #expect(tapped.corrections.first?.word == "hello")
    }

    @Test(
        "common words with a letter left out, not looked at while the spread was chosen",
        arguments: [
            ("realy", "really"), ("finaly", "finally"), ("hapy", "happy"), ("ofice", "office"),
            ("writen", "written"), ("stoped", "stopped"), ("begining", "beginning"), ("runing", "running"),
            ("diferent", "different"), ("mesage", "message"), ("shoud", "should"), ("coud", "could"),
            ("woud", "would"), ("litle", "little"), ("spel", "spell"), ("tomorow", "tomorrow"),
        ])
    func leftOut(typed: String, expected: String) throws {
        let ranking = SpellingCorrector(lexicon: try Lexicon.english()).rank(typed, keys: keys)
        #expect(ranking.corrections.first?.word == expected)
    }
}
