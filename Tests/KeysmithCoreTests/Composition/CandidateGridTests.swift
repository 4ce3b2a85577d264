import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The candidate grid: every candidate of a composition, in place of the keys")
struct CandidateGridTests {
    /// A session on the embedded Simplified Chinese keyboard, with `keys` typed.
    func chinese(typing keys: String) throws -> TouchSession {
        var session = try TouchSession(document: "‸", configuration: LanguageKeyboards.configuration("zh_Hans"))
        session.type(keys)
        return session
    }

    /// The grid drawn in place of the keys, with a recorded issue when there is none.
    func drawnGrid(of session: TouchSession, sourceLocation: SourceLocation = #_sourceLocation)
        -> RenderedCandidateGrid?
    {
        guard case .candidates(let grid)? = session.panel?.content else {
            Issue.record("no candidate grid is drawn", sourceLocation: sourceLocation)
            return nil
        }
        return grid
    }

    /// Taps where a key was before the grid covered it: a finger down and up at `point`.
    func tap(at point: Point, in session: inout TouchSession) {
        let time = session.now
        session.send(.touchBegan(TouchPoint(id: 90, location: point, time: time)))
        session.send(.touchEnded(TouchPoint(id: 90, location: point, time: time + TouchSession.tapDuration)))
    }

    @Test("the bar ends with an expand control; tapping it draws the grid in place of the keys, after the bar's")
    func opens() throws {
        var session = try chinese(typing: "shi")
        let candidates = session.state.compositionCandidates
        let bar = session.shownSuggestions
        #expect(bar.count <= CandidateLayout.candidatesInBar && bar.count < candidates.count)
        let toggle = try #require(session.model.toolbarSlot.candidateToggle)
        #expect(!toggle.isExpanded)
        #expect(bar.allSatisfy { $0.frame.maxX <= toggle.frame.minX })
        #expect(session.model.toolbarSlot.accessibilityItems.last?.label == "More Candidates")

        session.tapSlot(at: toggle.frame.center)
        #expect(session.state.showsCandidateGrid)
        #expect(session.model.keys.isEmpty)
        let grid = try #require(drawnGrid(of: session))
        #expect(grid.page == 0 && grid.previousPageButton == nil && grid.nextPageButton != nil)
        #expect(grid.cells.map(\.index) == Array(bar.count..<(bar.count + grid.cells.count)))
        #expect(grid.cells.map(\.text) == grid.cells.map { candidates[$0.index] })
        #expect(session.model.toolbarSlot.candidateToggle?.isExpanded == true)
        #expect(session.panel?.accessibilityItems.first?.label == grid.cells.first?.text)
        // The bar keeps its candidates above the grid.
        #expect(session.shownSuggestions.map(\.title) == bar.map(\.title))
    }

    @Test("cells are as wide as their text, wide characters counting whole, and fill their rows")
    func widths() throws {
        var session = try chinese(typing: "shi")
        session.send(.toolbar(.showAllCandidates))
        let grid = try #require(drawnGrid(of: session))
        let rows = Dictionary(grouping: grid.cells) { $0.frame.y }
        #expect(rows.count > 1)
        let fullRows = rows.values.filter { $0.last?.index != session.state.compositionCandidates.count - 1 }
        let rowEnds = Set(fullRows.map { $0.map(\.frame.maxX).max() ?? 0 })
        #expect(rowEnds.count == 1)
        for row in fullRows {
            #expect(row.allSatisfy { $0.frame.width >= CandidateLayout.naturalWidth(of: $0.text, size: grid.fontSize) })
        }
        #expect(CandidateLayout.naturalWidth(of: "是什么时候", size: 20) > CandidateLayout.naturalWidth(of: "shi", size: 20))
        #expect(CandidateLayout.naturalWidth(of: "是什么", size: 20) == 3 * 20 + 2 * CandidateLayout.cellPadding)
    }

    @Test("the page buttons turn the pages; a page lists the candidates after the one before")
    func pages() throws {
        var session = try chinese(typing: "shi")
        session.send(.toolbar(.showAllCandidates))
        let first = try #require(drawnGrid(of: session))
        session.tapPanel(at: try #require(first.nextPageButton).center)
        let second = try #require(drawnGrid(of: session))
        #expect(second.page == 1 && second.previousPageButton != nil)
        #expect(second.cells.first?.index == (first.cells.last?.index ?? -1) + 1)
        session.tapPanel(at: try #require(second.previousPageButton).center)
        #expect(drawnGrid(of: session) == first)
    }

    @Test("a candidate chosen from the grid is typed; the keys after it go on composing and the grid closes")
    func choose() throws {
        var session = try chinese(typing: "nihaoshijie")
        session.send(.toolbar(.showAllCandidates))
        let candidates = session.state.composition.candidates
        var grid = try #require(drawnGrid(of: session))
        // The first cell of the grid that writes the first keys only.
        while !grid.cells.contains(where: { candidates[$0.index].keyCount < 11 }), let next = grid.nextPageButton {
            session.tapPanel(at: next.center)
            grid = try #require(drawnGrid(of: session))
        }
        let cell = try #require(grid.cells.first { candidates[$0.index].keyCount < 11 })
        let chosen = candidates[cell.index]
        session.tapPanel(at: cell.frame.center)
        #expect(!session.state.showsCandidateGrid)
        #expect(session.state.composition.isComposing)
        let rest = "nihaoshijie".dropFirst(chosen.keyCount)
        #expect(session.settle() == "\(chosen.text)\(rest)‸")
        #expect(session.document.contents.markedText == String(rest))
        #expect(!session.model.keys.isEmpty)
    }

    @Test("a key typed, delete, or the collapse control closes the grid")
    func closes() throws {
        var session = try chinese(typing: "shi")
        let letter = session.center(of: .label("a"))
        let delete = session.center(of: .delete)

        session.send(.toolbar(.showAllCandidates))
        tap(at: letter, in: &session)
        #expect(!session.state.showsCandidateGrid)
        #expect(session.state.composingText == "shia")

        session.send(.toolbar(.showAllCandidates))
        tap(at: delete, in: &session)
        #expect(!session.state.showsCandidateGrid)
        #expect(session.state.composingText == "shi")

        session.send(.toolbar(.showAllCandidates))
        session.tapSlot(at: try #require(session.model.toolbarSlot.candidateToggle).frame.center)
        #expect(!session.state.showsCandidateGrid)
        #expect(session.model.toolbarSlot.candidateToggle?.isExpanded == false)
        #expect(session.state.composingText == "shi")
    }

    @Test("space commits the best candidate and closes the grid")
    func space() throws {
        var session = try chinese(typing: "nihao")
        let space = session.center(of: .space)
        session.send(.toolbar(.showAllCandidates))
        tap(at: space, in: &session)
        #expect(session.settle() == "你好‸")
        #expect(!session.state.showsCandidateGrid)
        #expect(session.model.panel == nil)
    }

    @Test("a composition whose candidates all fit the bar has no expand control")
    func fewCandidates() throws {
        let engine = KeyboardEngine(configuration: try LanguageKeyboards.configuration("ko_KR"))
        var state = engine.initialState(
            document: TextContext(beforeInput: "ni", selectedText: "", afterInput: "", markedText: "ni"))
        state.composition = CompositionState(
            keys: ["n", "i"], composing: "ni", candidates: ["你", "尼"].map { Candidate(text: $0, keyCount: 2) })
        #expect(engine.toolbarSlot(for: state).candidateToggle == nil)
        state.composition.candidates += ["泥", "呢", "妮", "倪"].map { Candidate(text: $0, keyCount: 2) }
        #expect(engine.toolbarSlot(for: state).candidateToggle != nil)
    }
}
