import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The settings panel: the user's tags, and typing, sound and haptic options")
struct SettingsPanelTests {
    static func settings(_ session: TouchSession, sourceLocation: SourceLocation = #_sourceLocation)
        -> RenderedSettings?
    {
        if case .settings(let settings)? = session.panel?.content { return settings }
        Issue.record("the settings panel is not open", sourceLocation: sourceLocation)
        return nil
    }

    static func toggle(_ option: KeyboardOption, in session: TouchSession) -> RenderedToggle? {
        settings(session)?.toggles.first { $0.option == option }
    }

    static let sarcasm = "[sarcasm][[SELECTION]][[CURSOR]][/sarcasm]"

    @Test("the panel shows sarcasm and bore with the templates they insert, then the options")
    func contents() throws {
        var session = try TouchSession(settings: KeyboardSettings(playsHaptics: true))
        session.openPanel("Settings")
        let settings = try #require(Self.settings(session))
        #expect(settings.headings.map(\.text) == ["Tags", "Keyboard"])
        #expect(settings.snippets.map(\.title) == ["sarcasm", "bore"])
        #expect(
            settings.snippets.map(\.template) == [
                "<sarcasm>[[SELECTION]][[CURSOR]]</sarcasm>", "<bore>[[SELECTION]][[CURSOR]]</bore>",
            ])
        #expect(settings.snippets.allSatisfy { !$0.isCustomized && $0.resetButton == nil })
        // French spacing is offered only on a French keyboard; Slide to Type on a set with swipe typing;
        // Block Offensive Words on a keyboard that suggests words, which this one, without a lexicon, does not.
        #expect(
            settings.toggles.map(\.option)
                == KeyboardOption.allCases.filter { $0 != .frenchSpacing && $0 != .blockOffensiveWords })
        #expect(settings.toggles.map(\.isOn) == [true, true, false, true, true, true])
        // Haptics need full access, which this keyboard lacks.
        #expect(Self.toggle(.haptics, in: session)?.detail == "Needs Full Access")
        let panel = try #require(session.panel)
        #expect(panel.contentHeight > panel.frame.height)
        for toggle in settings.toggles { #expect(toggle.frame.contains(toggle.switchFrame)) }
    }

    @Test("after editing sarcasm, the sarcasm key inserts the new template", arguments: DocumentMode.allCases)
    func editSarcasmThenType(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "what «fun»!", layout: "Markup")
        session.openPanel("Settings")
        let effects = session.send(.panel(.setSnippetTemplate(snippet: "sarcasm", text: Self.sarcasm)))
        #expect(effects == [.saveSettings(KeyboardSettings(snippetTemplates: ["sarcasm": Self.sarcasm]))])
        #expect(session.panel?.note?.tone == .info)
        let row = try #require(Self.settings(session)?.snippets.first)
        #expect(row.template == Self.sarcasm && row.isCustomized && row.resetButton != nil)
        session.tapClose()
        session.tap("sarcasm")
        #expect(session.settle() == "what [sarcasm]fun‸[/sarcasm]!")
    }

    @Test("the selection in the field becomes the new template with Use Selection")
    func useSelection() throws {
        var session = try TouchSession(document: "«~~[[SELECTION]][[CURSOR]]~~»", layout: "Markup")
        session.openPanel("Settings")
        let bore = try #require(Self.settings(session)?.snippets.first { $0.name == "bore" })
        session.tapPanel(at: bore.useSelectionButton.center)
        #expect(session.savedSettings.last?.snippetTemplates == ["bore": "~~[[SELECTION]][[CURSOR]]~~"])
        session.tapClose()
        session.hostReplacesDocument(with: "so «long»")
        session.tap("bore")
        #expect(session.settle() == "so ~~long‸~~")
    }

    @Test("Use Selection with nothing selected changes nothing and says what to do")
    func useSelectionWithoutSelection() throws {
        var session = try TouchSession(document: "text‸", layout: "Markup")
        session.openPanel("Settings")
        #expect(session.send(.panel(.useSelectionAsSnippetTemplate(snippet: "sarcasm"))).isEmpty)
        #expect(session.panel?.note?.text == "Select the new text for “sarcasm” in the field, then tap Use Selection.")
        #expect(session.panel?.note?.tone == .warning)
    }

    @Test(
        "a bad template is refused with the reason in the panel, and the key keeps inserting the old one",
        arguments: [
            ("[[CURSOR]]<s>[[CURSOR]]", "[[CURSOR]] appears 2 times; it may appear only once"),
            ("<s>[[cursor]]</s>", "[[cursor]] is not a placeholder (did you mean [[CURSOR]]?)"),
            ("", "the template is empty"),
            ("[[CURSOR]]", "the template holds only [[CURSOR]], so the key would insert nothing"),
            (String(repeating: "x", count: 1_001), "the template is longer than 1000 characters"),
        ])
    func badTemplateRefused(text: String, reason: String) throws {
        var session = try TouchSession(layout: "Markup")
        session.openPanel("Settings")
        #expect(session.send(.panel(.setSnippetTemplate(snippet: "sarcasm", text: text))).isEmpty)
        let note = try #require(session.panel?.note)
        #expect(note.tone == .warning)
        #expect(note.text.hasPrefix("“sarcasm” was not changed: \(reason)"))
        // The note is drawn at the top of the panel.
        #expect(session.panel?.note?.frame.minY == 8)
        session.tapClose()
        session.tap("sarcasm")
        #expect(session.settle() == "<sarcasm>‸</sarcasm>")
    }

    @Test("only user-editable snippets can be changed")
    func notEditable() throws {
        var session = try TouchSession(layout: "Markup")
        session.openPanel("Settings")
        #expect(session.send(.panel(.setSnippetTemplate(snippet: "bold", text: "**[[CURSOR]]**"))).isEmpty)
        #expect(session.panel?.note?.text == "“bold” is not a tag you can change.")
        session.tapClose()
        session.tap("B")
        #expect(session.settle() == "<b>‸</b>")
    }

    @Test("Reset brings back the file's template")
    func reset() throws {
        var session = try TouchSession(
            layout: "Markup", settings: KeyboardSettings(snippetTemplates: ["sarcasm": Self.sarcasm]))
        session.openPanel("Settings")
        let sarcasm = try #require(Self.settings(session)?.snippets.first)
        session.tapPanel(at: try #require(sarcasm.resetButton).center)
        #expect(session.savedSettings == [KeyboardSettings()])
        #expect(Self.settings(session)?.snippets.first?.isCustomized == false)
        session.tapClose()
        session.tap("sarcasm")
        #expect(session.settle() == "<sarcasm>‸</sarcasm>")
    }

    @Test("writing the file's own template back stores no override")
    func sameAsFile() throws {
        var session = try TouchSession(
            layout: "Markup", settings: KeyboardSettings(snippetTemplates: ["bore": Self.sarcasm]))
        session.openPanel("Settings")
        session.send(.panel(.setSnippetTemplate(snippet: "bore", text: "<bore>[[SELECTION]][[CURSOR]]</bore>")))
        #expect(session.savedSettings.last?.snippetTemplates == [:])
    }

    @Test("a stored template with a problem is not used: the key inserts the file's")
    func storedBadTemplate() throws {
        var session = try TouchSession(
            layout: "Markup", settings: KeyboardSettings(snippetTemplates: ["sarcasm": "[[CURSOR]][[CURSOR]]"]))
        session.tap("sarcasm")
        #expect(session.settle() == "<sarcasm>‸</sarcasm>")
    }

    @Test("turning auto-capitalisation off takes shift off at once, and letters stay lower case")
    func autoCapitalizationOff() throws {
        var session = try TouchSession()
        #expect(session.state.shift == .once(automatic: true))
        session.openPanel("Settings")
        let toggle = try #require(Self.toggle(.autoCapitalization, in: session))
        session.tapPanel(at: toggle.frame.center)
        #expect(session.savedSettings.last?.autoCapitalization == false)
        #expect(session.state.shift == .off)
        #expect(Self.toggle(.autoCapitalization, in: session)?.isOn == false)
        session.tapClose()
        session.type("hi  ok  ")
        #expect(session.state.shift == .off)
        #expect(session.settle() == "hi. ok. ‸")
        session.openPanel("Settings")
        session.send(.panel(.setOption(.autoCapitalization, true)))
        #expect(session.state.shift == .once(automatic: true))
        session.tapClose()
        session.type("a")
        #expect(session.settle() == "hi. ok. A‸")
    }

    @Test("the double-space period follows its option")
    func doubleSpacePeriod() throws {
        var session = try TouchSession(host: .noAutocapitalization)
        session.openPanel("Settings")
        session.send(.panel(.setOption(.doubleSpacePeriod, false)))
        session.tapClose()
        session.type("ok  ")
        #expect(session.settle() == "ok  ‸")
    }

    @Test(
        "sound and haptics decide which feedback plays, and whether any is sent",
        arguments: [
            (true, false, true, KeyFeedbackOutput(playsInputClick: true, haptic: nil)),
            (false, true, true, KeyFeedbackOutput(playsInputClick: false, haptic: .light)),
            (true, true, true, KeyFeedbackOutput(playsInputClick: true, haptic: .light)),
            (true, true, false, KeyFeedbackOutput(playsInputClick: true, haptic: nil)),
            (false, true, false, nil),
            (false, false, true, nil),
        ] as [(Bool, Bool, Bool, KeyFeedbackOutput?)])
    func feedbackOptions(sounds: Bool, haptics: Bool, fullAccess: Bool, expected: KeyFeedbackOutput?) throws {
        var session = try TouchSession(host: HostContext(hasFullAccess: fullAccess))
        session.openPanel("Settings")
        session.send(.panel(.setOption(.keySounds, sounds)))
        session.send(.panel(.setOption(.haptics, haptics)))
        session.tapClose()
        let effects = session.tap("q")
        let feedback = effects.compactMap {
            if case .feedback(let kind, let output) = $0 { (kind, output) } else { nil }
        }
        if let expected {
            #expect(feedback.map(\.0) == [.click])
            #expect(feedback.map(\.1) == [expected])
        } else {
            #expect(feedback.isEmpty)
        }
        #expect(effects.edits == [.insert("Q")])
    }

    @Test("each option change is saved once; setting an option to its value saves nothing")
    func optionSaves() throws {
        var session = try TouchSession()
        session.openPanel("Settings")
        #expect(session.send(.panel(.setOption(.keySounds, true))).isEmpty)
        session.send(.panel(.setOption(.keySounds, false)))
        #expect(session.savedSettings == [KeyboardSettings(playsInputClicks: false)])
    }

    @Test("settings changed in the container app take effect without a new keyboard")
    func settingsChangedOutside() throws {
        var session = try TouchSession()
        session.send(.settingsChanged(KeyboardSettings(themeName: "Midnight", autoCapitalization: false)))
        #expect(session.model.themeName == "Midnight")
        #expect(session.state.shift == .off)
        #expect(session.effects.isEmpty)
    }
}
