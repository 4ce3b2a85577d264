import Foundation
import Testing

@_spi(Tooling) @testable import KeysmithCore

/// Reset Learned Words in the settings panel: a tap asks, Cancel keeps everything, and Reset forgets
/// the learned words, phrases and pinyin choices, saves the empty list and refreshes the bar.
@Suite("Reset Learned Words: the settings panel's row, its confirmation, and what a reset forgets")
struct LearnedWordsResetTests {
    /// A provider that has learned a word the lexicon lacks, a phrase and a pinyin choice.
    static func provider() throws -> SuggestionProvider {
        var provider = try LearnedPhraseEngineTests.provider()
        var learned = LearnedWords(learned: ["kthx"])
        learned.notePhrase(["see", "zanzibar"], host: .standard)
        learned.noteChosen("西安", forReading: "xian", host: .standard)
        provider.learnedWords = learned
        return provider
    }

    static func reset(in session: TouchSession, sourceLocation: SourceLocation = #_sourceLocation)
        -> RenderedLearnedWordsReset?
    {
        let reset = SettingsPanelTests.settings(session, sourceLocation: sourceLocation)?.learnedWordsReset
        if reset == nil {
            Issue.record("the settings panel shows no Reset Learned Words", sourceLocation: sourceLocation)
        }
        return reset
    }

    static func saves(_ effects: [KeyboardEffect]) -> [LearnedWords] {
        effects.compactMap { if case .saveLearnedWords(let words) = $0 { words } else { nil } }
    }

    @Test("the row comes last, and a tap on it asks with Cancel and Reset, changing nothing yet")
    func asks() throws {
        var session = try TouchSession(host: .noAutocapitalization, suggestions: try Self.provider())
        let learned = session.state.learnedWords
        session.openPanel("Settings")
        let row = try #require(Self.reset(in: session))
        #expect(row.title == "Reset Learned Words")
        #expect(row.confirmation == nil)
        let lastToggle = try #require(SettingsPanelTests.settings(session)?.toggles.last)
        #expect(row.frame.minY > lastToggle.frame.maxY)

        #expect(session.tapPanel(at: row.frame.center).isEmpty)
        let asking = try #require(Self.reset(in: session)?.confirmation)
        #expect(asking.message == "Forget every word learned from your typing?")
        let frame = try #require(Self.reset(in: session)?.frame)
        #expect(frame.contains(asking.cancelButton) && frame.contains(asking.resetButton))
        #expect(asking.cancelButton.maxX < asking.resetButton.minX)
        #expect(session.state.learnedWords == learned)
    }

    @Test("Cancel keeps every learned word, phrase and choice, and saves nothing")
    func cancel() throws {
        var session = try TouchSession(host: .noAutocapitalization, suggestions: try Self.provider())
        let learned = session.state.learnedWords
        session.openPanel("Settings")
        session.tapPanel(at: try #require(Self.reset(in: session)).frame.center)
        let cancel = try #require(Self.reset(in: session)?.confirmation).cancelButton
        let effects = session.tapPanel(at: cancel.center)
        #expect(Self.saves(effects).isEmpty)
        #expect(session.state.learnedWords == learned)
        #expect(Self.reset(in: session)?.confirmation == nil)
        #expect(session.panel?.note == nil)
    }

    @Test("another tap in the panel takes the question away")
    func otherTapDropsTheQuestion() throws {
        var session = try TouchSession(host: .noAutocapitalization, suggestions: try Self.provider())
        session.openPanel("Settings")
        session.tapPanel(at: try #require(Self.reset(in: session)).frame.center)
        let toggle = try #require(SettingsPanelTests.toggle(.smartQuotes, in: session))
        session.tapPanel(at: toggle.frame.center)
        #expect(Self.reset(in: session)?.confirmation == nil)
        #expect(session.state.learnedWords.contains("kthx"))
    }

    @Test("Reset forgets words, phrases and pinyin choices, saves the empty list once, and says so")
    func reset() throws {
        var session = try TouchSession(host: .noAutocapitalization, suggestions: try Self.provider())
        #expect(session.state.learnedWords.contains("kthx"))
        #expect(!session.state.learnedWords.phrases.isEmpty)
        #expect(session.state.learnedWords.chosenWord(forReading: "xian") == "西安")
        session.openPanel("Settings")
        session.tapPanel(at: try #require(Self.reset(in: session)).frame.center)
        let reset = try #require(Self.reset(in: session)?.confirmation).resetButton
        let effects = session.tapPanel(at: reset.center)
        #expect(Self.saves(effects) == [LearnedWords()])
        #expect(session.state.learnedWords == LearnedWords())
        #expect(!session.state.learnedWords.contains("kthx"))
        #expect(session.state.learnedWords.phrases.isEmpty)
        #expect(session.state.learnedWords.chosenWord(forReading: "xian") == nil)
        #expect(session.panel?.note?.text == "The keyboard forgot the words it learned from you.")
        #expect(Self.reset(in: session)?.confirmation == nil)
    }

    @Test(
        "after a reset no learned phrase is predicted, at once and after typing on",
        arguments: DocumentMode.allCases, SuggestionTiming.prompt)
    func predictionsForgetThePhrase(mode: DocumentMode, timing: SuggestionTiming) throws {
        var provider = try LearnedPhraseEngineTests.provider()
        provider.learnedWords.notePhrase(["see", "zanzibar"], host: .standard)
        provider.learnedWords.notePhrase(["see", "zanzibar"], host: .standard)
        var session = try TouchSession(
            mode, document: "‸", host: .noAutocapitalization, suggestions: provider, suggestionTiming: timing)
        // The toolbar, and so its Settings button, is there while the bar has nothing to offer.
        session.openPanel("Settings")
        session.hostReplacesDocument(with: "see ‸")
        #expect(session.state.suggestions.suggestions.map(\.text).first == "zanzibar")
        session.tapPanel(at: try #require(Self.reset(in: session)).frame.center)
        session.tapPanel(at: try #require(Self.reset(in: session)?.confirmation).resetButton.center)
        #expect(!session.state.suggestions.suggestions.map(\.text).contains("zanzibar"))
        session.tapClose()
        #expect(!session.shownSuggestions.map(\.text).contains("zanzibar"))
        session.type("soon see ")
        #expect(!session.shownSuggestions.map(\.text).contains("zanzibar"))
    }

    @Test("the row is offered on a keyboard that suggests words or converts pinyin, and only there")
    func offered() throws {
        var session = try TouchSession()
        #expect(!session.engine.offersLearnedWordsReset(in: session.state))
        session.openPanel("Settings")
        #expect(SettingsPanelTests.settings(session)?.learnedWordsReset == nil)
        // Sent all the same, the question is not asked.
        session.send(.panel(.askToResetLearnedWords))
        #expect(session.state.toolbarState.openPanel?.content == .settings(isConfirmingReset: false))

        let chinese = KeyboardEngine(configuration: try LanguageKeyboards.configuration("zh_Hans"))
        #expect(chinese.suggestionProvider == nil)
        #expect(chinese.offersLearnedWordsReset(in: chinese.initialState()))
    }

    @Test("the row is drawn from the render model, and VoiceOver reads it as a button, then the question")
    func drawnAndSpoken() throws {
        var session = try TouchSession(host: .noAutocapitalization, suggestions: try Self.provider())
        session.openPanel("Settings")
        let row = try #require(Self.reset(in: session))
        let drawn = try #require(DisplayList(model: session.model).group(.learnedWordsReset))
        #expect(drawn.texts.map(\.string) == ["Reset Learned Words"])
        #expect(
            session.panel?.accessibilityItems.last
                == AccessibilityItem(label: "Reset Learned Words", traits: .button, frame: row.frame))

        session.tapPanel(at: row.frame.center)
        let asking = try #require(DisplayList(model: session.model).group(.learnedWordsReset))
        #expect(
            asking.texts.map(\.string) == [
                "Reset Learned Words", "Forget every word learned from your typing?", "Cancel", "Reset",
            ])
        let spoken = Array(try #require(session.panel).accessibilityItems.suffix(4))
        #expect(
            spoken.map(\.label) == [
                "Reset Learned Words", "Forget every word learned from your typing?", "Cancel",
                "Reset: Reset Learned Words",
            ])
        #expect(spoken.map(\.traits) == [[], [], .button, .button])
    }

    @Test("the session's store writes the empty list in place of the learned words")
    func storeWritesTheEmptyList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keysmith-reset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = LearnedWordFile(url: folder.appendingPathComponent("learned.json"))
        let provider = try Self.provider()
        try store.save(provider.learnedWords)
        let engine = try KeyboardSessionTests.engine(suggestions: provider)
        let session = KeyboardSessionTests.session(
            InMemoryTextDocument(), engine: engine,
            services: SessionServices(scheduler: ImmediateScheduler(), learnedWordStore: store))
        try KeyboardSessionTests.openPanel("Settings", on: session)
        for step in 0..<2 {
            guard case .settings(let settings)? = session.model.panel?.content, let row = settings.learnedWordsReset
            else {
                Issue.record("no Reset Learned Words row at step \(step)")
                return
            }
            let target = row.confirmation?.resetButton ?? row.frame
            session.send(try #require(session.model.panel?.event(at: target.center)))
        }
        #expect(try store.load() == LearnedWords())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["learned.json"])
    }
}
