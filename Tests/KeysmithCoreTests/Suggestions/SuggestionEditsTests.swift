import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Edits that accept a suggestion, autocorrect, and undo an autocorrection")
struct SuggestionEditsTests {
    @Test(
        "the word at the cursor becomes the suggestion, and emoji around it stay whole",
        arguments: [
            ("👍🏽helo‸👨‍👩‍👧‍👦", "hello", " ", "👍🏽hello ‸👨‍👩‍👧‍👦"),
            ("🇫🇷 Teh‸", "The", "", "🇫🇷 The‸"),
            ("he‸lo 👍🏽", "hello", " ", "hello ‸ 👍🏽"),
            ("hel‸", "hello", " ", "hello ‸"),
            ("I don'‸", "don't", " ", "I don't ‸"),
            ("e\u{301}te\u{301}‸", "été", "", "été‸"),
            ("‸", "Hi", " ", "Hi ‸"),
            ("नमस्ते‸", "नमस्कार", "", "नमस्कार‸"),
        ])
    func replaceWord(written: String, replacement: String, trailing: String, expected: String) {
        let result = outcome(of: written) { $0.editsToReplaceWord(with: replacement, trailing: trailing) }
        #expect(result == expected)
    }

    @Test("only the part that changes is deleted")
    func minimalEdits() {
        let context = TextNotation.context("Say hel‸")
        #expect(context.editsToReplaceWord(with: "hello", trailing: " ") == [.insert("lo ")])
        #expect(context.editsToReplaceWord(with: "help") == [.insert("p")])
        #expect(context.editsToReplaceWord(with: "Help") == [.deleteBackward(count: 3), .insert("Help")])
        #expect(
            TextNotation.context("hel‸lo").editsToReplaceWord(with: "hello", trailing: " ")
                == [.moveCursor(utf16Offset: 2), .insert(" ")])
        #expect(TextNotation.context("teh‸").editsToAccept(Suggestion.typed("teh", isKnown: false)) == [.insert(" ")])
    }

    @Test("autocorrecting on space, then delete right after restores the word as typed")
    func autocorrectAndUndo() throws {
        let written = "👍🏽 I said teh‸"
        let context = TextNotation.context(written)
        let (edits, applied) = try #require(
            context.autocorrecting(to: Suggestion(text: "the", kind: .correction), trailing: " "))
        #expect(applied == AppliedAutocorrection(original: "teh", replacement: "the", trailing: " "))
        #expect(outcome(of: written) { _ in edits } == "👍🏽 I said the ‸")

        let undo = try #require(TextNotation.context("👍🏽 I said the ‸").editsToUndo(applied))
        #expect(outcome(of: "👍🏽 I said the ‸") { _ in undo } == "👍🏽 I said teh‸")
        #expect(
            TextNotation.context("I said the ‸").editsToUndo(applied) == [.deleteBackward(count: 3), .insert("eh")])
    }

    @Test("undo is refused once the text before the cursor has changed, or with a selection")
    func undoRefused() {
        let applied = AppliedAutocorrection(original: "teh", replacement: "the", trailing: " ")
        #expect(TextNotation.context("the x‸").editsToUndo(applied) == nil)
        #expect(TextNotation.context("the‸").editsToUndo(applied) == nil)
        #expect(TextNotation.context("the «x»").editsToUndo(applied) == nil)
        #expect(
            TextNotation.context("teh‸ more").autocorrecting(
                to: Suggestion(text: "the", kind: .correction), trailing: " ") != nil)
        #expect(
            TextNotation.context("te‸h").autocorrecting(to: Suggestion(text: "the", kind: .correction), trailing: " ")
                == nil)
    }

    @Test("a multi-word replacement and its undo")
    func textReplacementUndo() throws {
        let context = TextNotation.context("omw‸")
        let (edits, applied) = try #require(
            context.autocorrecting(to: Suggestion(text: "On my way!", kind: .textReplacement), trailing: " "))
        #expect(outcome(of: "omw‸") { _ in edits } == "On my way! ‸")
        #expect(outcome(of: "On my way! ‸") { $0.editsToUndo(applied) ?? [] } == "omw‸")
    }
}
