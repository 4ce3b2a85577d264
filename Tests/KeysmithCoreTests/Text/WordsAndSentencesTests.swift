import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Words and sentences around the cursor")
struct WordsAndSentencesTests {
    @Test(
        "the word around the cursor: letters and digits of any script, apostrophes inside",
        arguments: [
            ("Hello wor‸ld", "wor", "ld"),
            ("I don't‸", "don't", ""),
            ("don'‸t", "don'", "t"),
            ("l’homme‸", "l’homme", ""),
            ("'quoted‸'", "quoted", ""),
            ("Hi, th‸ere!", "th", "ere"),
            ("abc123‸", "abc123", ""),
            ("‸word", "", "word"),
            ("e\u{301}te\u{301}‸", "e\u{301}te\u{301}", ""),
            ("中文‸", "中文", ""),
            (Tricky.hangulJamo + "‸", Tricky.hangulJamo, ""),
            ("नमस्ते‸ दुनिया", "नमस्ते", ""),
        ])
    func wordAroundCursor(written: String, before: String, after: String) {
        let word = TextNotation.context(written).wordAroundCursor
        #expect(word == WordAroundCursor(beforeCursor: before, afterCursor: after))
        #expect(word?.text == before + after)
    }

    @Test(
        "no word: after a space, beside emoji, at an apostrophe's edge, or with a selection",
        arguments: ["Hello ‸", "‸", "👍🏽‸🇫🇷", "rock' ‸", "a «sel» b", "\n‸\n"])
    func noWord(written: String) {
        #expect(TextNotation.context(written).wordAroundCursor == nil)
    }

    @Test(
        "the cursor is at a sentence start at the start, after a line break, or after an ending and a space",
        arguments: [
            ("‸", true),
            ("   ‸", true),
            ("Hello. ‸", true),
            ("Hello!  ‸", true),
            ("Why? ‸", true),
            ("Wait… ‸", true),
            ("He said \"Stop.\" ‸", true),
            ("(Done.) ‸", true),
            ("Line\n‸", true),
            ("Line\n  ‸", true),
            ("Line\r\n‸", true),
            ("Hello.‸", false),
            ("Hello ‸", false),
            ("Hello, ‸", false),
            ("3.5 ‸", false),
            ("Hello. W‸", false),
        ])
    func sentenceStart(written: String, isStart: Bool) {
        #expect(TextNotation.context(written).isAtSentenceStart == isStart)
    }

    @Test(
        "the current sentence before the cursor",
        arguments: [
            ("Hi. How are‸ you", "How are"),
            ("First line\n  Second‸", "Second"),
            ("No end yet‸", "No end yet"),
            ("One! Two? Three… Four‸", "Four"),
            ("Ends here. ‸", ""),
        ])
    func sentenceBeforeCursor(written: String, sentence: String) {
        #expect(TextNotation.context(written).sentenceBeforeCursor == sentence)
    }

    @Test(
        "a space right after a word allows the double-space period",
        arguments: [
            ("word ‸", true),
            ("42 ‸", true),
            ("don't ‸", true),
            ("e\u{301}te\u{301} ‸", true),
            ("中 ‸", true),
            ("word‸", false),
            ("word  ‸", false),
            ("word. ‸", false),
            ("👍🏽 ‸", false),
            (" ‸", false),
            ("‸", false),
            ("word\n‸", false),
        ])
    func spaceAfterWord(written: String, expected: Bool) {
        #expect(TextNotation.context(written).endsWithSpaceAfterWord == expected)
    }

    @Test("a word's letters and apostrophes are the same characters by the ASCII shortcut as by Unicode's properties")
    func wordLettersAndApostrophes() {
        var characters = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["\r\n", "é", "e\u{301}", "ß", "٣", "½", "²", "ж", "中", "’", "‘", "ʼ", "'\u{301}", "👍🏽", "\u{A0}"]
        for character in characters {
            #expect(character.isWordLetter == (character.isLetter || character.isNumber), "\(character.unicodeScalars)")
            #expect(character.isApostrophe == (character == "'" || character == "’"), "\(character.unicodeScalars)")
        }
    }
}
