import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The render model: what the shell draws as a session goes on")
struct RenderModelTests {
    /// The letter keys as drawn, by their label.
    static func letterLabels(_ model: KeyboardRenderModel) -> [String] {
        model.keys.compactMap { key in
            guard key.type == .textEntry, case .text(let text) = key.label else { return nil }
            return text
        }
    }

    @Test("letter labels are lower case unless shift or caps lock is on")
    func labelsFollowShift() throws {
        var session = try TouchSession()
        #expect(Self.letterLabels(session.model).prefix(3) == ["Q", "W", "E"])
        session.type("h")
        #expect(Self.letterLabels(session.model).prefix(3) == ["q", "w", "e"])
        session.tap(.shift)
        #expect(Self.letterLabels(session.model).prefix(3) == ["Q", "W", "E"])
        session.type("i")
        #expect(Self.letterLabels(session.model).prefix(3) == ["q", "w", "e"])
        session.tap(.shift)
        session.tap(.shift)
        #expect(Self.letterLabels(session.model).prefix(3) == ["Q", "W", "E"])
        #expect(session.label(of: "123") == "123")
        #expect(session.label(of: .space) == "space")
        #expect(session.label(of: .returnKey) == "return")
    }

    @Test("a shifted key with a shiftText shows it, as it types it: the iPad's , and . show ! and ?")
    func shiftTextLabels() throws {
        var session = try TouchSession(device: .ipadPortrait)
        #expect(session.state.shift.isOn)
        #expect(session.label(of: "!") == "!")
        #expect(session.label(of: "?") == "?")
        session.type("!")
        #expect(session.document.text == "!")
        session.type("h")
        #expect(session.label(of: ",") == ",")
        #expect(session.label(of: ".") == ".")
        session.tap(.shift)
        #expect(session.label(of: "?") == "?")
    }

    @Test(
        "with caseSensitiveKeyDisplay off the labels show as written, and shift still types capitals",
        arguments: DocumentMode.allCases)
    func labelsAsWritten(mode: DocumentMode) throws {
        var configuration = try #require(TouchSession.embeddedConfiguration)
        configuration.set.caseSensitiveKeyDisplay = false
        var session = try TouchSession(mode, configuration: configuration)
        #expect(session.state.shift.isOn)
        #expect(Self.letterLabels(session.model).prefix(3) == ["q", "w", "e"])
        session.type("ok")
        #expect(session.settle() == "Ok‸")
    }

    @Test("the shift key is selected while shift is on and locked in caps lock")
    func shiftKeyState() throws {
        var session = try TouchSession(document: "ok ‸")
        var shift = try #require(session.key(.shift))
        #expect(!shift.isSelected && !shift.isLocked)
        session.tap(.shift)
        shift = try #require(session.key(.shift))
        #expect(shift.isSelected && !shift.isLocked)
        #expect(session.model.shift == .once(automatic: false))
        session.tap(.shift)
        shift = try #require(session.key(.shift))
        #expect(shift.isSelected && shift.isLocked)
        #expect(session.model.shift == .capsLock)
        session.tap(.shift)
        shift = try #require(session.key(.shift))
        #expect(!shift.isSelected && !shift.isLocked)
    }

    @Test("both shift keys of the iPad show the shift state")
    func iPadShiftKeys() throws {
        let session = try TouchSession(device: .ipadPortrait)
        let shifts = session.model.keys.filter { $0.type == .shift }
        #expect(shifts.count == 2)
        #expect(shifts.allSatisfy { $0.isSelected })
    }

    @Test("the key under a finger is drawn pressed until the finger lifts or another one lands")
    func pressedKeys() throws {
        var session = try TouchSession()
        #expect(session.model.keys.allSatisfy { !$0.isPressed })
        let first = session.press("q")
        #expect(session.model.keys.filter { $0.isPressed }.map { $0.label } == [.text("Q")])
        session.move(first, to: "w")
        #expect(session.model.keys.filter { $0.isPressed }.map { $0.label } == [.text("W")])
        let second = session.press("p")
        #expect(session.model.keys.filter { $0.isPressed }.map { $0.label } == [.text("p")])
        session.release(second)
        session.release(first)
        #expect(session.model.keys.allSatisfy { !$0.isPressed })
        let delete = session.press(.delete)
        #expect(session.key(.delete)?.isPressed == true)
        session.release(delete)
    }

    @Test("on an iPhone a pressed letter shows its input callout above it, in the case it will type")
    func inputCallout() throws {
        var session = try TouchSession()
        let finger = session.press("g")
        let callout = try #require(session.model.inputCallout)
        let key = try #require(session.key("g"))
        #expect(callout.text == "G")
        #expect(callout.geometry.keyFrame == key.frame)
        #expect(callout.geometry.bubbleFrame.maxY <= key.frame.minY)
        session.release(finger)
        #expect(session.model.inputCallout == nil)
        session.press(.space)
        #expect(session.model.inputCallout == nil)
    }

    @Test("a top-row letter's callout rises into the toolbar slot")
    func topRowCallout() throws {
        var session = try TouchSession(document: "a‸")
        session.press("q")
        let callout = try #require(session.model.inputCallout)
        #expect(callout.text == "q")
        #expect(callout.geometry.bubbleFrame.minY < 0)
        #expect(!callout.geometry.coversKey)
    }

    @Test("an iPad shows no input callout", arguments: [DeviceClass.ipadPortrait, .ipadLandscape])
    func noCalloutOnIPad(device: DeviceClass) throws {
        var session = try TouchSession(device: device)
        session.press("g")
        #expect(session.model.inputCallout == nil)
        #expect(session.key("g")?.isPressed == true)
    }

    @Test(
        "the alternates panel shows the alternates in the typed case, with the one under the finger selected",
        arguments: DocumentMode.allCases)
    func alternatesPanel(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "caf‸")
        let finger = session.press("e")
        session.wait(0.55)
        var alternates = try #require(session.model.alternates)
        #expect(alternates.labels == ["e", "è", "é", "ê", "ë", "ē", "ė", "ę"])
        #expect(alternates.selected == 0)
        #expect(session.model.inputCallout == nil)
        session.move(finger, toAlternate: "é")
        alternates = try #require(session.model.alternates)
        #expect(alternates.selected == 2)
        session.move(finger, toAlternate: "ę")
        #expect(session.model.alternates?.selected == 7)
        session.release(finger)
        #expect(session.model.alternates == nil)
        #expect(session.settle() == "cafę‸")
    }

    @Test("a top-row key's alternates panel rises into the toolbar slot like its callout, instead of covering the row")
    func alternatesRiseIntoToolbarSlot() throws {
        var session = try TouchSession()
        session.press("e")
        let callout = try #require(session.model.inputCallout)
        session.wait(0.55)
        let panel = try #require(session.model.alternates?.panel)
        #expect(!panel.coversKey)
        #expect(panel.frame.minY == callout.geometry.bubbleFrame.minY)
        #expect(panel.frame.minY >= -session.model.toolbarSlot.height)
    }

    @Test("a tick that changes nothing leaves the model equal, and one that opens the alternates does not")
    func tickWithoutChange() throws {
        var session = try TouchSession()
        let idle = session.model
        session.wait(0.3)
        #expect(session.model == idle)
        session.press("e")
        let pressed = session.model
        #expect(pressed != idle)
        session.wait(0.2)
        #expect(session.model == pressed)
        session.wait(0.35)
        #expect(session.model != pressed)
    }

    @Test("the model says which layout, device and size it is drawn for")
    func modelDescribesItself() throws {
        var session = try TouchSession()
        #expect(session.model.layoutName == "English")
        #expect(session.model.deviceClass == .iphonePortrait)
        #expect(session.model.size == Size(width: 390, height: 216))
        session.send(.deviceChanged(.ipadLandscape))
        #expect(session.model.deviceClass == .ipadLandscape)
        #expect(session.model.size == Size(width: 1180, height: 344))
        #expect(session.model.keys.contains { $0.hasHomerowIndicator })
    }
}
