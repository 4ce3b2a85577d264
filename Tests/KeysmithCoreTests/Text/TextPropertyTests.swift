import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Random documents built from tricky clusters, random proxy calls and planner runs; the invariants
/// must hold after every step.
@Suite("Text properties over random documents and operations")
struct TextPropertyTests {
    /// One random step: a raw proxy call or a planner's whole list.
    enum Step {
        case insert(String)
        case deleteClusters(Int)
        case adjust(Int)
        case plan(String, [TextEdit])
    }

    func randomStep(for document: InMemoryTextDocument, using random: inout SplitMix64) -> Step {
        let context = document.contents
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return .insert(random.trickyString(maxClusters: 4))
        case 1: return .deleteClusters(Int.random(in: 0...(context.beforeInput.count), using: &random))
        case 2: return .adjust(Int.random(in: -14...14, using: &random))
        case 3:
            let characters = Int.random(in: -6...6, using: &random)
            return .plan("move \(characters)", context.editsToMoveCursor(byCharacters: characters))
        case 4: return .plan("delete", context.editsToDeleteBackward())
        case 5: return .plan("delete word", context.editsToDeleteWordBackward())
        case 6: return .plan("clear all", context.editsToClearAll())
        case 7:
            let template =
                random.trickyString(maxClusters: 3) + "[[SELECTION]][[CURSOR]]" + random.trickyString(maxClusters: 3)
            return .plan("snippet \(template.debugDescription)", SnippetTemplate(template).edits(in: context))
        default:
            return .plan("snippet at end", SnippetTemplate(random.trickyString(maxClusters: 3)).edits(in: context))
        }
    }

    @Test("the cursor stays on a cluster boundary, and N deletions remove exactly N clusters", arguments: 1...40)
    func invariants(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var document = InMemoryTextDocument(
            before: random.trickyString(maxClusters: 10), after: random.trickyString(maxClusters: 10))

        for stepNumber in 0..<60 {
            let step = randomStep(for: document, using: &random)
            let previous = document
            switch step {
            case .insert(let text):
                document.insertText(text)
                #expect(document.contents.beforeInput == previous.contents.beforeInput + text)
            case .deleteClusters(let count):
                document.apply([.deleteBackward(count: count)])
                #expect(document.text.count == previous.text.count - count, "seed \(seed) step \(stepNumber)")
                #expect(document.contents.beforeInput == String(previous.contents.beforeInput.dropLast(count)))
                #expect(document.contents.afterInput == previous.contents.afterInput)
            case .adjust(let offset):
                document.adjustTextPosition(byCharacterOffset: offset)
                #expect(document.text == previous.text)
            case .plan(let name, let edits):
                // The same list on documents that apply late ends the same after flush.
                document.apply(edits)
                for mode in [InMemoryTextDocument.LateApplication.cursorMoves, .allEdits] {
                    var late = previous
                    late.options.lateApplication = mode
                    late.apply(edits)
                    late.flush()
                    #expect(late.contents == document.contents, "seed \(seed) step \(stepNumber): \(name) in \(mode)")
                }
                #expect(previous.contents.applying(edits) == document.contents, "seed \(seed): \(name)")
            }
            let boundaries = ClusterBoundaries(document.text)
            #expect(boundaries.contains(document.selection.lowerBound), "seed \(seed) step \(stepNumber)")
            #expect(boundaries.contains(document.selection.upperBound), "seed \(seed) step \(stepNumber)")
        }
    }
}
