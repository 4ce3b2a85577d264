import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Deleting backward by character and by word")
struct DeletionTests {
    @Test(
        "the delete key sends one deleteBackward, which removes one character or the selection",
        arguments: [
            ("a👍🏽‸", "a‸"),
            ("👨‍👩‍👧‍👦‸", "‸"),
            ("🇫🇷🇩🇪‸", "🇫🇷‸"),
            ("e\u{301}‸", "‸"),
            ("a\r\n‸", "a‸"),
            (Tricky.hangulJamo + "‸", "‸"),
            ("中文‸", "中‸"),
            ("abc‸", "ab‸"),
            ("कि‸", "क‸"),
            ("‸abc", "‸abc"),
            ("a«bc»d", "a‸d"),
        ])
    func deleteCharacter(written: String, expected: String) {
        #expect(outcome(of: written) { $0.editsToDeleteBackward() } == expected)
        #expect(TextNotation.context(written).editsToDeleteBackward() == [.deleteBackward(count: 1)])
    }

    @Test(
        "word deletion removes the spaces before the cursor and the word before them",
        arguments: [
            ("Hello world‸", "Hello ‸"),
            ("Hello world   ‸", "Hello ‸"),
            ("Hello world.‸", "Hello ‸"),
            ("Hello\tworld\t‸", "Hello\t‸"),
            ("I don't‸ know", "I ‸ know"),
            ("word‸ after", "‸ after"),
            ("Hi 👍🏽👨‍👩‍👧‍👦‸", "Hi ‸"),
            ("Bonjour 🇫🇷🇩🇪 ‸", "Bonjour ‸"),
            ("café e\u{301}te\u{301}‸", "café ‸"),
            ("中文字‸", "‸"),
            ("annyeong " + Tricky.hangulJamo + Tricky.hangulJamo + "‸", "annyeong ‸"),
            ("नमस्ते दुनिया‸", "नमस्ते ‸"),
            ("Line\n‸", "Line‸"),
            ("Line\r\n‸", "Line‸"),
            ("Line\n   ‸", "Line\n‸"),
            ("‸abc", "‸abc"),
            ("a «sel» b", "a ‸ b"),
        ])
    func deleteWord(written: String, expected: String) {
        #expect(outcome(of: written) { $0.editsToDeleteWordBackward() } == expected)
    }

    @Test("with a truncated context that cuts the word, each press deletes what is visible of it")
    func truncatedWord() {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 4, charactersAfter: 4)
        var document = TextNotation.document("Hello wonderful‸", options: .init(contextWindow: window))
        document.apply(TextContext(reading: document).editsToDeleteWordBackward())
        #expect(TextNotation.write(document) == "Hello wonde‸")
        document.apply(TextContext(reading: document).editsToDeleteWordBackward())
        #expect(TextNotation.write(document) == "Hello w‸")
        document.apply(TextContext(reading: document).editsToDeleteWordBackward())
        #expect(TextNotation.write(document) == "Hello ‸")
    }

    @Test("word deletion counts one call per character as iOS deletes them")
    func wordDeletionCalls() {
        #expect(TextNotation.context("Hi 👍🏽👨‍👩‍👧‍👦 ‸").editsToDeleteWordBackward() == [.deleteBackward(count: 3)])
        #expect(TextNotation.context("नमस्ते दुनिया‸").editsToDeleteWordBackward() == [.deleteBackward(count: 6)])
        #expect(TextNotation.context("‸").editsToDeleteWordBackward() == [.deleteBackward(count: 1)])
    }
}
