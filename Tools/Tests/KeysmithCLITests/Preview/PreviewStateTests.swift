import Foundation
@_spi(Tooling) import KeysmithCore
import Testing

@testable import KeysmithCLI

/// The preview keeps no copy of what the engine's state knows: the keyboard's settings, its theme
/// and palette, whether ticks are needed and whether a panel is open all come from the state.
@Suite("keysmith preview: the engine's state is the only copy")
struct PreviewStateTests {
    @Test("the page's theme control is the keyboard's theme setting, and the model carries its palette")
    func themeControl() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let midnight = try #require(page.session.configuration.themes.first { $0.name == "Midnight" })
        let changed = page.send(.settings(.init(appearance: .dark, theme: "Midnight")))
        #expect(changed.settings == [page.session.settings])
        #expect(page.session.settings.theme == "Midnight")
        #expect(page.session.state.settings.themeName == "Midnight")
        #expect(page.session.engine.render(page.session.state).palette == midnight.dark)
        #expect(changed.frames.count == 1)
    }

    @Test("a set without themes is drawn in the embedded theme the page picks, its toolbar and themes panel included")
    func setWithoutThemes() throws {
        var configuration = try PreviewFixtures.embedded()
        configuration.keyboard.themes = nil
        var page = PageDriver(configuration)
        let opened = page.open()
        #expect(opened.settings.first?.theme == "Classic")
        let midnight = try #require(configuration.themes.first { $0.name == "Midnight" })
        page.send(.settings(.init(theme: "Midnight")))
        let model = page.session.engine.render(page.session.state)
        #expect(model.themeName == "Midnight")
        #expect(model.palette == midnight.light)
        guard case .toolbar(let items) = model.toolbarSlot.content, items.count > 1 else {
            throw PreviewTestFailure("the toolbar is not shown")
        }
        #expect(items[1].tint == (midnight.light.toolbar?.tint ?? ThemeToolbarAppearance.systemTint))
        #expect(page.session.engine.availableThemes.map(\.name) == configuration.themes.map(\.name))
    }

    @Test("a reload keeps the keyboard's settings, which stay in its state")
    func reloadKeepsSettings() throws {
        let configuration = try PreviewFixtures.embedded()
        var page = PageDriver(configuration)
        _ = page.open()
        page.send(.settings(.init(theme: "High Contrast")))
        var next = configuration
        next.revision += 1
        let reloaded = page.session.reload(next)
        #expect(reloaded.settings.last?.theme == "High Contrast")
        #expect(page.session.keyboardSettings.themeName == "High Contrast")
    }

    @Test("frames stop asking for ticks once a held key's alternates are open: only time-driven fingers need them")
    func ticksFollowTheState() throws {
        var page = PageDriver(try PreviewFixtures.embedded())
        _ = page.open()
        let pointer = page.newPointer()
        let began = page.touch(.began, pointer, at: try page.centre(of: "E"))
        #expect(began.frames.last?.ticking == true)
        let opened = page.tick(after: 0.55)
        #expect(opened.frames.last?.svg.contains("class=\"alternates\"") == true)
        #expect(opened.frames.last?.ticking == false)
        #expect(page.session.state.needsTicks == false)
    }
}
