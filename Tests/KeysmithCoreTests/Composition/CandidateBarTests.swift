import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The candidate bar, with a composition that has candidates as a pinyin composer's would. Korean
/// has none, so these tests set the composition feature's slice themselves.
@Suite("The candidate bar in the suggestion slot")
struct CandidateBarTests {
    /// A Korean keyboard whose composition holds `candidates` for the marked text "ni".
    func composing(candidates: [String]) throws -> (KeyboardEngine, KeyboardState) {
        let engine = KeyboardEngine(configuration: try LanguageKeyboards.configuration("ko_KR"))
        var state = engine.initialState(
            document: TextContext(beforeInput: "ni", selectedText: "", afterInput: "", markedText: "ni"))
        state.composition = CompositionState(keys: ["n", "i"], composing: "ni", candidates: candidates)
        return (engine, state)
    }

    @Test("while composing, the bar shows the best candidates and no words; a tap types one")
    func candidates() throws {
        var (engine, state) = try composing(candidates: ["你", "尼", "泥", "呢", "妮", "倪"])
        let slot = engine.toolbarSlot(for: state)
        guard case .suggestions(let cells) = slot.content else {
            Issue.record("the slot shows \(slot.content)")
            return
        }
        #expect(cells.map(\.title) == ["你", "尼", "泥", "呢", "妮"])
        #expect(cells.allSatisfy { $0.kind == .candidate && !$0.isAutocorrection })
        let effects = engine.handle(.toolbar(.tapSuggestion(1)), state: &state)
        let edits: [TextEdit] = effects.compactMap { effect in
            if case .edit(let edit) = effect { edit } else { nil }
        }
        #expect(edits == [.setMarkedText("尼"), .unmarkText])
        #expect(state.document == TextContext(beforeInput: "尼"))
        #expect(!state.composition.isComposing)
    }

    @Test("without candidates, the bar shows what it shows when nothing is composed")
    func noCandidates() throws {
        let (engine, state) = try composing(candidates: [])
        if case .suggestions = engine.toolbarSlot(for: state).content {
            Issue.record("a composition without candidates shows suggestions")
        }
    }
}
