import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Documents written as one string: `‸` marks the cursor and `«…»` a selection, as in `"Hi ‸there"` or
/// `"Hi «there»"`. The markers are split off by code point, so they never join a neighbouring cluster.
enum TextNotation {
    static let cursor: Unicode.Scalar = "‸"
    static let selectionStart: Unicode.Scalar = "«"
    static let selectionEnd: Unicode.Scalar = "»"

    static func context(_ written: String) -> TextContext {
        var parts = [String.UnicodeScalarView(), String.UnicodeScalarView(), String.UnicodeScalarView()]
        var part = 0
        for scalar in written.unicodeScalars {
            switch scalar {
            case cursor: part = 2
            case selectionStart: part = 1
            case selectionEnd: part = 2
            default: parts[part].append(scalar)
            }
        }
        return TextContext(
            beforeInput: String(parts[0]), selectedText: String(parts[1]), afterInput: String(parts[2]))
    }

    static func document(
        _ written: String, options: InMemoryTextDocument.Options = .init()
    ) -> InMemoryTextDocument {
        let context = context(written)
        return InMemoryTextDocument(
            before: context.beforeInput, selected: context.selectedText, after: context.afterInput,
            options: options)
    }

    static func write(_ context: TextContext) -> String {
        if context.selectedText.isEmpty { return context.beforeInput + "‸" + context.afterInput }
        return context.beforeInput + "«" + context.selectedText + "»" + context.afterInput
    }

    static func write(_ document: InMemoryTextDocument) -> String {
        write(document.contents)
    }
}

/// Runs a planner the way the engine and a shell do: read the context once, apply the edits without
/// reading back. Each planner runs against a document that applies at once, and against documents that
/// apply late; while edits wait, the late documents must still read as before, and after `flush()` all
/// must end the same. The result also has to match ``TextContext/applying(_:)``.
func outcome(
    of written: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ plan: (TextContext) -> [TextEdit]
) -> String {
    let context = TextNotation.context(written)
    let edits = plan(context)

    var immediate = TextNotation.document(written)
    immediate.apply(edits)
    let result = TextNotation.write(immediate)

    for mode in [InMemoryTextDocument.LateApplication.cursorMoves, .allEdits] {
        var late = TextNotation.document(written, options: .init(lateApplication: mode))
        late.apply(edits)
        if mode == .allEdits, !edits.isEmpty {
            #expect(
                TextContext(reading: late) == context, "reads before flush are stale", sourceLocation: sourceLocation)
        }
        late.flush()
        #expect(TextNotation.write(late) == result, "late mode \(mode)", sourceLocation: sourceLocation)
    }
    #expect(TextNotation.write(context.applying(edits)) == result, "prediction", sourceLocation: sourceLocation)
    return result
}
