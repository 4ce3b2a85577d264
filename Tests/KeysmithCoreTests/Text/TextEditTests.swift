import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Text edits: one ordered list per turn")
struct TextEditTests {
    @Test("apply makes one proxy call per insert and move, and one deleteBackward per counted deletion")
    func applyMakesProxyCalls() {
        var document = TextNotation.document("ab‸", options: .init(lateApplication: .allEdits))
        document.apply([.insert("xyz"), .deleteBackward(count: 2), .moveCursor(utf16Offset: -1)])
        #expect(
            document.pendingEdits == [
                .insert("xyz"), .deleteBackward(count: 1), .deleteBackward(count: 1), .moveCursor(utf16Offset: -1),
            ])
        document.flush()
        #expect(TextNotation.write(document) == "ab‸x")
    }

    @Test("counts of zero or less and moves of zero make no call", arguments: [0, -1, Int.min])
    func noOpEdits(count: Int) {
        var document = TextNotation.document("ab‸", options: .init(lateApplication: .allEdits))
        document.apply([.deleteBackward(count: count), .moveCursor(utf16Offset: 0)])
        #expect(document.pendingEdits.isEmpty)
    }

    @Test("descriptions are short enough for a simulation log")
    func descriptions() {
        #expect(TextEdit.insert("<b></b>").description == #"insert "<b></b>""#)
        #expect(TextEdit.deleteBackward(count: 3).description == "deleteBackward ×3")
        #expect(TextEdit.moveCursor(utf16Offset: -4).description == "moveCursor -4")
        #expect(TextEdit.moveCursor(utf16Offset: 11).description == "moveCursor +11")
    }

    @Test("a context predicts the outcome of edits without a document")
    func prediction() {
        let context = TextNotation.context("Hi «there»!")
        let predicted = context.applying([.insert("<b></b>"), .moveCursor(utf16Offset: -4)])
        #expect(TextNotation.write(predicted) == "Hi <b>‸</b>!")
    }
}
