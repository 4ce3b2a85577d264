import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The themes panel: pick a theme, saved and applied at once")
struct ThemesPanelTests {
    static func options(_ session: TouchSession) -> [RenderedThemeOption] {
        if case .themes(let options)? = session.panel?.content { return options }
        Issue.record("the themes panel is not open")
        return []
    }

    @Test("the panel lists the set's themes with their swatches, the one in use selected")
    func listsThemes() throws {
        var session = try TouchSession()
        session.openPanel("Themes")
        let options = Self.options(session)
        #expect(options.map(\.name) == ["Classic", "Midnight", "High Contrast"])
        #expect(options.map(\.isSelected) == [true, false, false])
        let midnight = try #require(options.first { $0.name == "Midnight" })
        #expect(midnight.swatches.map(\.hex) == ["#C5CCE6", "#F5F7FF", "#5B4BDB"])
        #expect(midnight.swatchFrames.allSatisfy { midnight.frame.contains($0) })
        #expect(midnight.frame.contains(midnight.nameFrame))
    }

    @Test("in dark mode the swatches are the dark palette's")
    func darkSwatches() throws {
        var session = try TouchSession(host: HostContext(colorScheme: .dark))
        session.openPanel("Themes")
        #expect(
            Self.options(session).first { $0.name == "Midnight" }?.swatches.map(\.hex) == [
                "#0B1020", "#1E2745", "#8C7CFF",
            ])
    }

    @Test("tapping a theme saves it, and the keyboard and its toolbar tint change at once")
    func chooseTheme() throws {
        var session = try TouchSession()
        session.openPanel("Themes")
        let midnight = try #require(Self.options(session).first { $0.name == "Midnight" })
        let effects = session.tapPanel(at: midnight.frame.center)
        #expect(effects == [.saveSettings(KeyboardSettings(themeName: "Midnight"))])
        #expect(session.model.themeName == "Midnight")
        #expect(Self.options(session).map(\.isSelected) == [false, true, false])
        // The panel stays open; the toolbar behind it takes the new tint.
        #expect(session.panel?.name == "themes")
        session.tapClose()
        #expect(session.slotItems[1].tint?.hex == "#5B4BDB")
        // Choosing the theme in use again saves nothing.
        session.openPanel("Themes")
        #expect(session.tapPanel(at: midnight.frame.center).isEmpty)
    }

    @Test("the saved choice is what the next keyboard starts with")
    func persisted() throws {
        let store = InMemorySettingsStore()
        var session = try TouchSession()
        session.openPanel("Themes")
        session.send(.panel(.chooseTheme("High Contrast")))
        for settings in session.savedSettings { try store.save(settings) }
        #expect(store.saveCount == 1)
        let loaded = store.load()
        #expect(loaded.diagnostics.isEmpty)
        let next = try TouchSession(settings: loaded.settings)
        #expect(next.model.themeName == "High Contrast")
    }

    @Test("a theme the set does not have is ignored")
    func unknownTheme() throws {
        var session = try TouchSession()
        session.openPanel("Themes")
        #expect(session.send(.panel(.chooseTheme("Neon"))).isEmpty)
        #expect(session.model.themeName == "Classic")
    }

    @Test("a set without a themes file offers the standard theme")
    func standardTheme() throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.themes = nil
        var session = try TouchSession(configuration: configuration)
        session.openPanel("Themes")
        #expect(Self.options(session).map(\.name) == ["Classic"])
        #expect(session.model.themeName == Theme.standard.name)
    }
}
