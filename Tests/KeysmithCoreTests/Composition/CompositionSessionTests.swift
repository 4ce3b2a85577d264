import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Composing Korean on the keyboard: marked text, delete, and what commits")
struct CompositionSessionTests {
    /// A session on the embedded Korean keyboard.
    func korean(_ mode: DocumentMode = .exact, document: String = "‸") throws -> TouchSession {
        try TouchSession(mode, document: document, configuration: LanguageKeyboards.configuration("ko_KR"))
    }

    /// The marked-text edits among `effects`.
    func markedEdits(_ effects: [KeyboardEffect]) -> [TextEdit] {
        effects.compactMap { effect in
            if case .edit(let edit) = effect, edit.isMarkedTextEdit { edit } else { nil }
        }
    }

    @Test("each jamo sets the marked text to the syllable it makes", arguments: DocumentMode.allCases)
    func markedText(mode: DocumentMode) throws {
        var session = try korean(mode)
        #expect(markedEdits(session.tap("ㅎ")) == [.setMarkedText("ㅎ")])
        #expect(markedEdits(session.tap("ㅏ")) == [.setMarkedText("하")])
        #expect(markedEdits(session.tap("ㄴ")) == [.setMarkedText("한")])
        #expect(session.state.composingText == "한")
        #expect(session.state.compositionCandidates == [])
        #expect(session.settle() == "한‸")
        #expect(session.document.contents.markedText == "한")
    }

    @Test("a vowel after a final commits the syllable and marks the next", arguments: DocumentMode.allCases)
    func finalMoves(mode: DocumentMode) throws {
        var session = try korean(mode)
        session.type("ㄱㅏㄱ")
        #expect(markedEdits(session.tap("ㅏ")) == [.setMarkedText("가"), .unmarkText, .setMarkedText("가")])
        #expect(session.settle() == "가가‸")
        #expect(session.document.contents.markedText == "가")
    }

    @Test("delete takes back one jamo at a time, then whole syllables", arguments: DocumentMode.allCases)
    func delete(mode: DocumentMode) throws {
        var session = try korean(mode)
        session.type("ㅎㅏㄴㄷㅏㄹㄱ")
        #expect(session.settle() == "한닭‸")
        session.tap(.delete)
        #expect(session.settle() == "한달‸")
        session.tap(.delete)
        session.tap(.delete)
        #expect(session.settle() == "한ㄷ‸")
        session.tap(.delete)
        #expect(session.settle() == "한‸")
        #expect(session.state.composingText == "")
        #expect(session.document.marked == nil)
        // With nothing being composed, delete takes a whole syllable, as iOS does.
        session.tap(.delete)
        #expect(session.settle() == "‸")
    }

    @Test("space and punctuation commit the syllable and type as usual", arguments: DocumentMode.allCases)
    func commits(mode: DocumentMode) throws {
        var session = try korean(mode)
        session.type("ㅎㅏㄴ ")
        #expect(session.settle() == "한 ‸")
        #expect(session.document.marked == nil)
        #expect(session.state.composingText == "")
        try session.typeAnywhere("국어.")
        #expect(session.settle() == "한 국어.‸")
        #expect(session.document.marked == nil)
    }

    @Test("shift types the tense consonants and ㅒ ㅖ, for one letter")
    func shift() throws {
        var session = try korean()
        session.tap(.shift)
        session.tap(.label("ㄲ"))
        session.tap("ㅏ")
        session.tap(.shift)
        session.tap(.label("ㅆ"))
        #expect(session.settle() == "깠‸")
        // Shift was for one letter: the key types ㅅ again.
        #expect(session.label(of: .label("ㅅ")) == "ㅅ")
        session.tap(.shift)
        session.tap(.label("ㅖ"))
        #expect(session.settle() == "까쎼‸")
    }

    @Test("the host moving the cursor ends the composition without an edit")
    func hostMovesCursor() throws {
        var session = try korean()
        session.type("ㅎㅏ")
        session.hostReplacesDocument(with: "세상‸")
        #expect(session.state.composingText == "")
        session.type("ㄴ")
        #expect(session.settle() == "세상ㄴ‸")
    }

    @Test("a report of the same text keeps the composition going")
    func reportKeepsComposition() throws {
        var session = try korean()
        session.type("ㅎㅏ")
        session.reportDocument()
        session.type("ㄴ")
        #expect(session.state.composingText == "한")
        #expect(session.settle() == "한‸")
    }

    @Test("a sentence types exactly, and every syllable takes its jamo as keys")
    func sentence() throws {
        var session = try korean()
        try session.typeAnywhere("안녕하세요")
        #expect(session.settle() == "안녕하세요‸")
    }
}
