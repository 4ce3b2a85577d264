import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The Markup layout: snippet keys and clear-all")
struct MarkupKeyTests {
    // MARK: Snippets

    @Test("bold between emoji puts the cursor between the tags", arguments: DocumentMode.allCases)
    func boldBetweenEmoji(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "👍🏽‸🇫🇷", layout: "Markup")
        session.tap("B")
        #expect(session.settle() == "👍🏽<b>‸</b>🇫🇷")
        #expect(session.cursor == 7)
    }

    @Test(
        "a snippet key wraps the selection the host reported and leaves the cursor before the closing tag",
        arguments: DocumentMode.allCases)
    func boldWrapsSelection(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "say «hi 👋🏽»!", layout: "Markup")
        session.tap("B")
        #expect(session.settle() == "say <b>hi 👋🏽‸</b>!")
        #expect(session.cursor == 14)
    }

    @Test(
        "each snippet key inserts its template around the selection",
        arguments: DocumentMode.allCases,
        [
            ("I", "<i>word‸</i>"),
            ("quote", "<blockquote>word‸</blockquote>"),
            ("link", "<a href=\"‸\">word</a>"),
            ("image", "<img src=\"‸\"/>"),
            ("spoiler", "<spoiler title=\"‸\">word</spoiler>"),
            ("@user", "<hh user=\"‸\"/>"),
        ])
    func snippetTemplates(mode: DocumentMode, example: (key: String, result: String)) throws {
        var session = try TouchSession(mode, document: "«word»", layout: "Markup")
        session.tap(.label(example.key))
        #expect(session.settle() == example.result)
    }

    @Test("the user-editable sarcasm snippet wraps the selection like the others", arguments: DocumentMode.allCases)
    func sarcasm(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "what «fun»", layout: "Markup")
        session.tap("sarcasm")
        #expect(session.settle() == "what <sarcasm>fun‸</sarcasm>")
    }

    @Test("a sarcasm template the user edited is the one the key inserts", arguments: DocumentMode.allCases)
    func editedSarcasm(mode: DocumentMode) throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        let index = try #require(configuration.snippets?.snippets.firstIndex { $0.name == "sarcasm" })
        #expect(configuration.snippets?.snippets[index].userEditable == true)
        configuration.snippets?.snippets[index].template = "[[SELECTION]][[CURSOR]] /s 🙃"
        var session = try TouchSession(mode, document: "what «fun»!", layout: "Markup", configuration: configuration)
        session.tap("sarcasm")
        #expect(session.settle() == "what fun‸ /s 🙃!")
    }

    @Test("two snippet keys in rollover nest: the first one's tags hold the second's", arguments: DocumentMode.allCases)
    func snippetRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, layout: "Markup")
        let bold = session.press("B")
        session.wait(0.04)
        let italic = session.press("I")
        session.release(bold)
        session.release(italic)
        #expect(session.settle() == "<b><i>‸</i></b>")
    }

    // MARK: Clear all

    @Test("a long press on clear-all from the middle of the document leaves it empty", arguments: DocumentMode.allCases)
    func clearAllFromTheMiddle(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, document: "Hi 👍🏽 there‸ 👨‍👩‍👧‍👦 🇫🇷 e\u{301}nd", layout: "Markup")
        let effects = session.longPress(.clearAll)
        #expect(session.settle() == "‸")
        #expect(effects.feedback.last == .delete)
    }

    @Test("clear-all also removes a selection and the text on both sides of it", arguments: DocumentMode.allCases)
    func clearAllWithSelection(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "one «two» three", layout: "Markup")
        session.longPress(.clearAll)
        #expect(session.settle() == "‸")
    }

    @Test("a short tap on clear-all does nothing to the document", arguments: DocumentMode.allCases)
    func clearAllTapDoesNothing(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "keep ‸me", layout: "Markup")
        let effects = session.tap(.clearAll)
        #expect(effects.edits.isEmpty)
        #expect(session.settle() == "keep ‸me")
    }

    @Test(
        "with a truncated context the clear goes on at each document report until the document is empty",
        arguments: DocumentMode.allCases)
    func clearAllThroughContextWindow(mode: DocumentMode) throws {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 5, charactersAfter: 5)
        var session = try TouchSession(
            mode, document: "The quick 👍🏽 brown ‸fox jumps 🇫🇷 over the lazy dog", layout: "Markup",
            contextWindow: window)
        session.longPress(.clearAll)
        #expect(session.settle() == "The quick 👍🏽 b‸umps 🇫🇷 over the lazy dog")
        var reports = 0
        while session.settle() != "‸", reports < 20 {
            session.reportDocument()
            reports += 1
        }
        #expect(reports == 5)
    }

    @Test(
        "once the host reports the document empty the clear is over, and text the app puts back stays",
        arguments: DocumentMode.allCases)
    func clearAllEndsWhenEmpty(mode: DocumentMode) throws {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 3, charactersAfter: 3)
        var session = try TouchSession(mode, document: "abc‸def", layout: "Markup", contextWindow: window)
        session.longPress(.clearAll)
        session.reportDocument()
        #expect(session.settle() == "‸")
        session.hostReplacesDocument(with: "draft‸")
        session.reportDocument()
        #expect(session.settle() == "draft‸")
    }

    @Test("a key pressed before the next report ends a clear-all still under way", arguments: DocumentMode.allCases)
    func keyPressEndsClearAll(mode: DocumentMode) throws {
        let window = InMemoryTextDocument.ContextWindow(charactersBefore: 2, charactersAfter: 2)
        var session = try TouchSession(mode, document: "abcdefgh‸ijklmnop", layout: "Markup", contextWindow: window)
        session.longPress(.clearAll)
        #expect(session.settle() == "abcdef‸klmnop")
        session.tap(.space)
        session.reportDocument()
        session.reportDocument()
        #expect(session.settle() == "abcdef ‸klmnop")
    }
}
