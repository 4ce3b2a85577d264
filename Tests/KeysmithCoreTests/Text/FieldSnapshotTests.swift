import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("What an in-app keyboard asks a field's delegate")
struct FieldSnapshotTests {
    func request(_ text: String, _ selection: Range<Int>, _ step: FieldEditStep) -> FieldChangeRequest? {
        FieldSnapshot(text: text, selection: selection).changeRequest(for: step)
    }

    @Test("an insertion replaces the selection, or inserts at the cursor")
    func insertion() {
        #expect(
            request("hello", 5..<5, .insert("!"))
                == FieldChangeRequest(range: NSRange(location: 5, length: 0), replacement: "!"))
        #expect(
            request("hello", 1..<3, .insert("EL"))
                == FieldChangeRequest(range: NSRange(location: 1, length: 2), replacement: "EL"))
    }

    @Test("a deletion asks about the selection, else the last deletable unit before the cursor")
    func deletion() {
        #expect(
            request("hello", 2..<4, .deleteBackward)
                == FieldChangeRequest(range: NSRange(location: 2, length: 2), replacement: ""))
        #expect(
            request("hello", 5..<5, .deleteBackward)
                == FieldChangeRequest(range: NSRange(location: 4, length: 1), replacement: ""))
        // 👍🏽 is four UTF-16 code units and goes in one deletion.
        #expect(
            request("a👍🏽", 5..<5, .deleteBackward)
                == FieldChangeRequest(range: NSRange(location: 1, length: 4), replacement: ""))
        // कि: one deletion removes the vowel sign only.
        #expect(
            request("कि", 2..<2, .deleteBackward)
                == FieldChangeRequest(range: NSRange(location: 1, length: 1), replacement: ""))
        #expect(request("hello", 0..<0, .deleteBackward) == nil)
        #expect(request("", 0..<0, .deleteBackward) == nil)
    }

    @Test("a cursor move asks nothing")
    func move() {
        #expect(request("hello", 2..<2, .moveCursor(utf16Offset: 1)) == nil)
    }

    @Test("a selection from the field is clamped to the text and kept off the middle of a surrogate pair")
    func clamping() {
        #expect(FieldSnapshot(text: "abc", selection: 2..<40).selection == 2..<3)
        #expect(FieldSnapshot(text: "abc", selection: -3..<1).selection == 0..<1)
        // Offset 2 is inside the pair of 😀 (offsets 1..<3).
        #expect(FieldSnapshot(text: "a😀b", selection: 2..<2).selection == 1..<3)
    }

    @Test("the context splits the text around the selection")
    func context() {
        let snapshot = FieldSnapshot(text: "one 👍🏽 two", selection: 4..<8)
        #expect(snapshot.context == TextContext(beforeInput: "one ", selectedText: "👍🏽", afterInput: " two"))
    }

    @Test("the cursor moves from the end of the selection, within the text, never into a surrogate pair")
    func cursor() {
        let snapshot = FieldSnapshot(text: "a😀b", selection: 0..<1)
        #expect(snapshot.cursor(afterMovingBy: 1) == 3)
        #expect(snapshot.cursor(afterMovingBy: 2) == 3)
        #expect(snapshot.cursor(afterMovingBy: -5) == 0)
        #expect(snapshot.cursor(afterMovingBy: 40) == 4)
        #expect(FieldSnapshot(text: "a😀b", selection: 3..<3).cursor(afterMovingBy: -1) == 1)
    }

    @Test("edits become one field call each, deletions one per character")
    func steps() {
        #expect(TextEdit.deleteBackward(count: 3).fieldSteps == [.deleteBackward, .deleteBackward, .deleteBackward])
        #expect(TextEdit.deleteBackward(count: 0).fieldSteps.isEmpty)
        #expect(TextEdit.insert("<b></b>").fieldSteps == [.insert("<b></b>")])
        #expect(TextEdit.moveCursor(utf16Offset: -4).fieldSteps == [.moveCursor(utf16Offset: -4)])
        #expect(TextEdit.moveCursor(utf16Offset: 0).fieldSteps.isEmpty)
    }

    @Test("a delegate that refuses one of three deletions leaves the other two, each asked about on its own")
    func vetoSequence() {
        // A field whose delegate refuses to delete the "@": simulate the shell's loop on a snapshot.
        var text = "a@b"
        var cursor = 3
        for step in TextEdit.deleteBackward(count: 3).fieldSteps {
            let snapshot = FieldSnapshot(text: text, selection: cursor..<cursor)
            guard let request = snapshot.changeRequest(for: step) else { continue }
            let removed = (text as NSString).substring(with: request.range)
            if removed == "@" { continue }
            text = (text as NSString).replacingCharacters(in: request.range, with: request.replacement)
            cursor = request.range.location
        }
        #expect(text == "a@")
    }
}
