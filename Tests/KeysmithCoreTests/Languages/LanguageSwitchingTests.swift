import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Switching languages with the globe key, and what follows the active language")
struct LanguageSwitchingTests {
    func session(
        host: HostContext = BilingualFixture.hostWithGlobe, settings: KeyboardSettings = .defaults,
        primaryLanguage: String? = nil
    ) throws -> TouchSession {
        try TouchSession(
            host: host, configuration: BilingualFixture.configuration(), settings: settings,
            primaryLanguage: primaryLanguage)
    }

    var languageChanges: (TouchSession) -> [String] {
        { session in
            session.effects.compactMap {
                if case .languageChanged(let language) = $0 { language.identifier } else { nil }
            }
        }
    }

    @Test("the keyboard starts on its first language, with that language's letters")
    func startsOnFirst() throws {
        let session = try session()
        #expect(session.state.language == "en_US")
        #expect(session.state.layoutName == "en_US/Letters")
    }

    @Test("the globe goes to the next language, shows its name on the spacebar, saves it and tells the shell")
    func globeSwitches() throws {
        var session = try session()
        session.type("qw")
        session.tap(.globe)
        #expect(session.state.language == "fr_FR")
        #expect(session.state.layoutName == "French")
        #expect(languageChanges(session) == ["fr_FR"])
        #expect(session.effects.contains(.saveSettings(KeyboardSettings(language: "fr_FR"))))
        #expect(session.label(of: .space) == "Français")
        session.wait(1.0)
        #expect(session.label(of: .space) == "espace")  // the French layout's spacebar, titled in French
        session.type("az")
        #expect(session.settle() == "qwaz‸")
    }

    @Test("after the last language the globe hands over to the next keyboard and comes back on the first")
    func globeHandsOverAfterLast() throws {
        var session = try session()
        session.tap(.globe)
        let effects = session.tap(.globe)
        #expect(effects.contains(.advanceToNextInputMode))
        #expect(session.state.language == "en_US")
        #expect(session.state.settings.language == "en_US")
    }

    @Test("without other keyboards the globe goes round the languages")
    func globeWraps() throws {
        let session = try session(host: HostContext(autocapitalization: .none))
        var update = Update(engine: session.engine, state: session.state)
        update.tapGlobe(at: 0)
        update.tapGlobe(at: 1)
        #expect(!update.effects.contains(.advanceToNextInputMode))
        #expect(update.state.language == "en_US")
        #expect(update.state.spacebarLabel?.text == "English (US)")
    }

    @Test("a long press on the globe lists the languages and the system's keyboards; sliding picks one")
    func longPressList() throws {
        var session = try session()
        let finger = session.press(.globe)
        session.wait(0.6)
        let list = try #require(session.model.alternates)
        #expect(list.labels == ["English (US)", "Français", "🌐"])
        #expect(list.selected == -1)
        #expect(list.panel.cellFrames[0].maxY <= list.panel.cellFrames[1].minY)
        let globe = try #require(session.key(.globe))
        #expect(list.panel.frame.maxY <= globe.frame.minY)
        // Drawn from the display list, as the alternates are: the names in the panel's group.
        let drawn = DisplayList(model: session.model).group(.alternates)?.texts.map(\.string) ?? []
        #expect(drawn == ["English (US)", "Français", "🌐"])
        session.move(finger, to: list.panel.cellFrames[1].center)
        #expect(session.model.alternates?.selected == 1)
        session.release(finger)
        #expect(session.state.language == "fr_FR")
        #expect(session.model.alternates == nil)
    }

    @Test("the list's last row opens the system's list of keyboards; lifting beside the list does nothing")
    func longPressSystemList() throws {
        var session = try session()
        var finger = session.press(.globe)
        session.wait(0.6)
        let list = try #require(session.model.alternates)
        session.move(finger, to: list.panel.cellFrames[2].center)
        session.release(finger)
        #expect(session.effects.contains(.showInputModeList))
        #expect(session.state.language == "en_US")
        finger = session.press(.globe)
        session.wait(0.6)
        session.release(finger)
        #expect(session.state.language == "en_US")
        #expect(!session.effects.contains(.advanceToNextInputMode))
    }

    @Test("a keyboard of one language keeps the globe's system behaviour")
    func oneLanguage() throws {
        let configuration = try #require(KeyboardConfiguration.embedded(language: "en").value)
        var session = try TouchSession(host: BilingualFixture.hostWithGlobe, configuration: configuration)
        #expect(session.state.language == "en_US")
        #expect(session.tap(.globe).contains(.advanceToNextInputMode))
        #expect(session.longPress(.globe).contains(.showInputModeList))
    }

    @Test("the saved language wins over the primary language, which wins over the first")
    func startingLanguage() throws {
        #expect(try session(primaryLanguage: "fr-FR").state.language == "fr_FR")
        let saved = KeyboardSettings(language: "en_US")
        #expect(try session(settings: saved, primaryLanguage: "fr").state.language == "en_US")
        let unknown = KeyboardSettings(language: "de_DE")
        #expect(try session(settings: unknown).state.language == "en_US")
    }

    @Test("settings changed in the container app bring their language along")
    func settingsFromApp() throws {
        var session = try session()
        session.send(.settingsChanged(KeyboardSettings(language: "fr_FR")))
        #expect(session.state.language == "fr_FR")
        #expect(session.state.layoutName == "French")
        #expect(languageChanges(session) == ["fr_FR"])
    }

    @Test("a shell's picker selects a language; pads stay pads in any language")
    func shellSelects() throws {
        var session = try session()
        session.send(.selectLanguage("fr"))
        #expect(session.state.language == "fr_FR")
        #expect(session.state.layoutName == "French")
        session.send(.hostChanged(HostContext(keyboardType: .numberPad, needsInputModeSwitchKey: true)))
        #expect(session.state.layoutName == "en_US/NumberPad")
        session.send(.hostChanged(HostContext(keyboardType: .email, needsInputModeSwitchKey: true)))
        #expect(session.state.layoutName == "French")
    }
}
