import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Switching layouts, and the layout each kind of field asks for")
struct LayoutSwitchingTests {
    @Test(
        "123 shows the numbers and ABC the letters again, each with a layoutChanged effect",
        arguments: DocumentMode.allCases)
    func numbersAndBack(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.type("a")
        session.tap("123")
        #expect(session.state.layoutName == "English-Numbers")
        #expect(session.model.layoutName == "English-Numbers")
        session.tap("4")
        session.tap("#+=")
        #expect(session.state.layoutName == "English-Symbols")
        session.tap("123")
        session.tap("2")
        session.tap("ABC")
        #expect(session.state.layoutName == "English")
        session.type("b")
        #expect(session.layoutChanges == ["English-Numbers", "English-Symbols", "English-Numbers", "English"])
        #expect(session.settle() == "a42b‸")
    }

    @Test(
        "the unnamed switch key cycles the set's layouts and the spacebar names the new one for a second",
        arguments: DocumentMode.allCases)
    func cycleShowsNameOnSpacebar(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        #expect(session.label(of: .space) == "space")
        session.tap(.nextLayout)
        #expect(session.state.layoutName == "Markup")
        #expect(session.layoutChanges == ["Markup"])
        #expect(session.label(of: .space) == "Markup")
        session.wait(0.8)  // 0.92 s after the key was released
        #expect(session.label(of: .space) == "Markup")
        session.wait(0.1)  // 1.02 s after
        #expect(session.label(of: .space) == "space")
        // Round the ring: Markup's "ABC" returns to English.
        session.tap("ABC")
        #expect(session.layoutChanges == ["Markup", "English"])
    }

    @Test("a layout chosen within that second takes the previous layout's name off the spacebar")
    func nameClearedBySecondSwitch() throws {
        var session = try TouchSession()
        session.tap(.nextLayout)
        #expect(session.label(of: .space) == "Markup")
        session.tap("ABC")
        #expect(session.state.layoutName == "English")
        #expect(session.label(of: .space) == "space")
    }

    @Test("a named switch key changes the layout without naming it on the spacebar")
    func namedSwitchShowsNoName() throws {
        var session = try TouchSession()
        session.tap("123")
        #expect(session.label(of: .space) == "space")
    }

    @Test("a layout switch drops a one-letter shift but keeps caps lock")
    func switchingKeepsCapsLock() throws {
        var session = try TouchSession(document: "ok ‸")
        session.tap(.shift)
        session.tap("123")
        session.tap("ABC")
        #expect(session.state.shift == .off)
        session.tap(.shift)
        session.tap(.shift)
        session.tap("123")
        session.tap("ABC")
        #expect(session.state.shift == .capsLock)
    }

    @Test(
        "every field keyboard type opens its layout",
        arguments: [
            (FieldKeyboardType.default, "English"),
            (.asciiCapable, "English"),
            (.numbersAndPunctuation, "English"),
            (.url, "English-URL"),
            (.numberPad, "NumberPad"),
            (.phonePad, "NumberPad"),
            (.namePhonePad, "English"),
            (.email, "English-Email"),
            (.decimalPad, "DecimalPad"),
            (.twitter, "English"),
            (.webSearch, "English"),
            (.asciiCapableNumberPad, "NumberPad"),
        ])
    func fieldTypePicksLayout(type: FieldKeyboardType, layout: String) throws {
        var host = HostContext.standard
        host.keyboardType = type
        let opened = try TouchSession(host: host)
        #expect(opened.state.layoutName == layout)

        var previous = HostContext.standard
        previous.keyboardType = type == .decimalPad ? .email : .decimalPad
        var switched = try TouchSession(host: previous)
        let effects = switched.hostChanged(host)
        #expect(switched.state.layoutName == layout)
        #expect(switched.model.layoutName == layout)
        #expect(effects.actions == [.layoutChanged(layout)])
    }

    @Test("a host change that keeps the layout changes nothing on screen")
    func hostChangeKeepsLayout() throws {
        var session = try TouchSession()
        var host = HostContext.standard
        host.keyboardType = .twitter
        let effects = session.hostChanged(host)
        #expect(effects.actions.isEmpty)
        #expect(session.state.layoutName == "English")
    }

    @Test(
        "the pads type digits and delete from a number field that opens while the keyboard is up",
        arguments: DocumentMode.allCases)
    func typingOnThePads(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        var host = HostContext.standard
        host.keyboardType = .decimalPad
        session.hostChanged(host)
        session.type("12.50")
        session.tap(.delete)
        #expect(session.settle() == "12.5‸")
        host.keyboardType = .numberPad
        session.hostChanged(host)
        session.type("7")
        #expect(session.settle() == "12.57‸")
    }

    @Test("the email and URL layouts type their own keys", arguments: DocumentMode.allCases)
    func emailAndURL(mode: DocumentMode) throws {
        var host = HostContext(keyboardType: .email, autocapitalization: .none)
        var session = try TouchSession(mode, host: host)
        session.type("me")
        session.tap("@")
        session.type("x.io")
        #expect(session.settle() == "me@x.io‸")
        host.keyboardType = .url
        session.hostChanged(host)
        session.tap("/")
        session.tap(".com")
        #expect(session.settle() == "me@x.io/.com‸")
    }
}
