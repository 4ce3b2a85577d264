import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Typing pinyin on the zh_Hans keyboard: candidates, per-segment choice, learned choices")
struct PinyinSessionTests {
    /// A session on the embedded Simplified Chinese keyboard.
    func chinese(_ mode: DocumentMode = .exact) throws -> TouchSession {
        try TouchSession(mode, document: "‸", configuration: LanguageKeyboards.configuration("zh_Hans"))
    }

    @Test(
        "letters compose as marked text; space types the best candidate and no space", arguments: DocumentMode.allCases)
    func space(mode: DocumentMode) throws {
        var session = try chinese(mode)
        session.type("nihao")
        #expect(session.state.composingText == "nihao")
        #expect(session.state.compositionCandidates.first == "你好")
        #expect(session.settle() == "nihao‸")
        #expect(session.document.contents.markedText == "nihao")
        session.type(" ")
        #expect(session.settle() == "你好‸")
        #expect(session.document.marked == nil)
        #expect(!session.state.composition.isComposing)
    }

    @Test(
        "choosing a word for the first segment types it and leaves the rest composing", arguments: DocumentMode.allCases
    )
    func perSegment(mode: DocumentMode) throws {
        var session = try chinese(mode)
        session.type("nihaoshijie")
        let index = try #require(session.state.compositionCandidates.firstIndex(of: "你好"))
        session.send(.toolbar(.tapSuggestion(index)))
        #expect(session.settle() == "你好shijie‸")
        #expect(session.document.contents.markedText == "shijie")
        #expect(session.state.compositionCandidates.first == "世界")
        session.send(.toolbar(.tapSuggestion(0)))
        #expect(session.settle() == "你好世界‸")
        #expect(!session.state.composition.isComposing)
    }

    @Test("delete takes back a letter; punctuation commits the best candidate, then types")
    func deleteAndPunctuation() throws {
        var session = try chinese()
        session.type("zhongguoa")
        session.tap(.delete)
        #expect(session.state.composingText == "zhongguo")
        try session.typeAnywhere("，")
        #expect(session.settle() == "中国，‸")
        #expect(session.document.marked == nil)
    }

    @Test("a chosen candidate is learned, saved with the learned words, and ranks first next time")
    func learning() throws {
        var session = try chinese()
        session.type("xian")
        #expect(session.state.compositionCandidates.first != "西安")
        let index = try #require(session.state.compositionCandidates.firstIndex(of: "西安"))
        let effects = session.send(.toolbar(.tapSuggestion(index)))
        #expect(
            effects.contains {
                if case .saveLearnedWords(let words) = $0 {
                    words.chosenWord(forReading: "xian") == "西安"
                } else {
                    false
                }
            })
        session.type("xian")
        #expect(session.state.compositionCandidates.first == "西安")
    }

    @Test("the separator key splits syllables")
    func separatorKey() throws {
        var session = try chinese()
        session.type("xi'an")
        #expect(session.state.compositionCandidates.first == "西安")
    }
}
