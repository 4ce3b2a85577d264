import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The host's document of a ``TouchSession``: an ``InMemoryTextDocument`` that checks each cursor
/// move it can check right away, as a host does, for landing on a grapheme-cluster boundary.
struct CheckedDocument: KeyboardDocument {
    var document: InMemoryTextDocument
    /// Where the test that made the document is, for the issues it records.
    let sourceLocation: SourceLocation

    init(_ document: InMemoryTextDocument, sourceLocation: SourceLocation) {
        self.document = document
        self.sourceLocation = sourceLocation
    }

    mutating func perform(_ edits: [TextEdit]) -> TextContext? {
        for edit in edits {
            check(edit)
            document.apply([edit])
        }
        return nil
    }

    /// Records an issue for a cursor move that lands inside a cluster, where the host can tell.
    private func check(_ edit: TextEdit) {
        guard case .moveCursor(let offset) = edit, document.pendingEdits.isEmpty, document.options.contextWindow == nil
        else { return }
        let boundaries = ClusterBoundaries(document.text)
        let from = document.selection.upperBound
        if !boundaries.contains(from + offset) {
            Issue.record(
                "a cursor move of \(offset) from \(from) in \(document.text.debugDescription) lands inside a cluster",
                sourceLocation: sourceLocation)
        }
    }
}
