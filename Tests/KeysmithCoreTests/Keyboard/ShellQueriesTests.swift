import Testing
@_spi(Tooling) @testable import KeysmithCore

/// What a shell asks the state and the render model instead of keeping copies of its own.
@Suite("What shells ask the state")
struct ShellQueriesTests {
    @Test("ticks are needed only while time can change something: not while shift is held or alternates are open")
    func honestTicks() throws {
        var session = try TouchSession(document: "ok ‸")
        let shift = session.press(.shift)
        #expect(!session.state.needsTicks)
        session.release(shift)

        let finger = session.press("e")
        #expect(session.state.needsTicks)
        session.wait(0.6)
        guard case .alternates? = session.state.touches.first?.phase else {
            Issue.record("the alternates panel did not open")
            return
        }
        #expect(!session.state.needsTicks)
        session.release(finger)
        #expect(!session.state.needsTicks)
    }

    @Test("the state says when a panel or the More section is in place of the keys")
    func showsPanel() throws {
        var session = try TouchSession()
        #expect(!session.state.showsPanel)
        session.openPanel("GIFs")
        #expect(session.state.showsPanel)
        #expect(session.model.panel != nil)
        session.tapClose()
        #expect(!session.state.showsPanel)
        #expect(session.model.panel == nil)
    }

    @Test("the render model carries the palette of the chosen theme in the host's colour scheme")
    func palette() throws {
        var session = try TouchSession(settings: KeyboardSettings(themeName: "Midnight"))
        let midnight = try #require(session.engine.configuration.themes?.theme(named: "Midnight"))
        #expect(session.model.palette == midnight.light)
        session.hostChanged(HostContext(colorScheme: .dark))
        #expect(session.model.palette == midnight.dark)
    }

    @Test("an app sets shift through an event; auto-capitalisation may turn it on again later")
    func setShift() throws {
        var session = try TouchSession(document: "ok‸")
        #expect(session.send(.setShift(.once(automatic: false))).isEmpty)
        #expect(session.model.shift == .once(automatic: false))
        session.type("a")
        #expect(session.state.shift == .off)
        session.send(.setShift(.capsLock))
        session.type("bc")
        #expect(session.settle() == "okABC‸")
        session.send(.setShift(.off))
        #expect(session.state.shift == .off)
        session.hostReplacesDocument(with: "Done. ‸")
        #expect(session.state.shift == .once(automatic: true))
    }
}
