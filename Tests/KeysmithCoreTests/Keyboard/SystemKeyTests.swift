import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("The globe and dismiss keys")
struct SystemKeyTests {
    @Test(
        "the globe key is drawn only when the host needs the keyboard to show one",
        arguments: [false, true], ["English", "English-Numbers", "Markup", "NumberPad"])
    func globeShownOnlyWhenNeeded(needed: Bool, layout: String) throws {
        var host = HostContext.standard
        host.needsInputModeSwitchKey = needed
        let session = try TouchSession(host: host, layout: layout)
        #expect((session.key(.globe) != nil) == needed)
    }

    @Test("the globe appears when the host starts to need it while the keyboard is up")
    func globeAppearsOnHostChange() throws {
        var session = try TouchSession()
        #expect(session.key(.globe) == nil)
        var host = HostContext.standard
        host.needsInputModeSwitchKey = true
        session.hostChanged(host)
        #expect(session.key(.globe) != nil)
    }

    @Test("a tap on the globe switches to the next input mode", arguments: DocumentMode.allCases)
    func globeTap(mode: DocumentMode) throws {
        var host = HostContext.standard
        host.needsInputModeSwitchKey = true
        var session = try TouchSession(mode, document: "hi‸", host: host)
        let effects = session.tap(.globe)
        #expect(effects.actions == [.advanceToNextInputMode])
        #expect(session.settle() == "hi‸")
    }

    @Test("a long press on the globe shows the list of keyboards and does not switch", arguments: DocumentMode.allCases)
    func globeLongPress(mode: DocumentMode) throws {
        var host = HostContext.standard
        host.needsInputModeSwitchKey = true
        var session = try TouchSession(mode, document: "hi‸", host: host)
        let effects = session.longPress(.globe)
        #expect(effects.actions == [.showInputModeList])
        #expect(session.settle() == "hi‸")
    }

    @Test(
        "the dismiss key hides the keyboard",
        arguments: [("Markup", DeviceClass.iphonePortrait), ("NumberPad", .iphonePortrait), ("English", .ipadPortrait)])
    func dismiss(layout: String, device: DeviceClass) throws {
        var session = try TouchSession(device: device, layout: layout)
        let effects = session.tap(.dismiss)
        #expect(effects.actions == [.dismissKeyboard])
        #expect(effects.edits.isEmpty)
    }
}
