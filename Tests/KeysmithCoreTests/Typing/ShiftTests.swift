import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Shift, caps lock and automatic capitals")
struct ShiftTests {
    // MARK: Shift and caps lock

    @Test("one tap on shift capitalises the next letter only", arguments: DocumentMode.allCases)
    func singleShift(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        session.tap(.shift)
        #expect(session.state.shift == .once(automatic: false))
        session.type("ab")
        #expect(session.state.shift == .off)
        #expect(session.settle() == "ok Ab‸")
    }

    @Test(
        "two taps on shift within the double-tap interval lock capitals until shift is tapped again",
        arguments: DocumentMode.allCases)
    func capsLock(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        session.tap(.shift)
        session.tap(.shift)
        #expect(session.state.shift == .capsLock)
        session.type("usa ok")
        #expect(session.state.shift == .capsLock)
        session.tap(.shift)
        #expect(session.state.shift == .off)
        session.type("no")
        #expect(session.settle() == "ok USA OKno‸")
    }

    @Test(
        "a double tap at the start of a sentence, where shift was already on, locks capitals too",
        arguments: DocumentMode.allCases)
    func capsLockAtSentenceStart(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        #expect(session.state.shift == .once(automatic: true))
        session.tap(.shift)
        session.tap(.shift)
        session.type("abc")
        #expect(session.settle() == "ABC‸")
    }

    @Test("two taps slower than the double-tap interval turn shift on and off again", arguments: DocumentMode.allCases)
    func slowDoubleTapIsNotCapsLock(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        session.tap(.shift)
        session.wait(0.3)
        session.tap(.shift)
        #expect(session.state.shift == .off)
        session.type("ab")
        #expect(session.settle() == "ok ab‸")
    }

    @Test(
        "shift held down as a modifier capitalises every letter typed meanwhile and lets go with the finger",
        arguments: DocumentMode.allCases)
    func shiftHeldAsModifier(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        let shift = session.press(.shift)
        session.wait(0.1)
        session.tap("n")
        session.tap("y")
        session.release(shift)
        session.wait(0.1)
        session.type("c")
        #expect(session.settle() == "ok NYc‸")
    }

    @Test(
        "shift held as a modifier while another finger rolls over still capitalises both letters",
        arguments: DocumentMode.allCases)
    func shiftHeldDuringRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok ‸")
        let shift = session.press(.shift)
        session.wait(0.1)
        let u = session.press("u")
        session.wait(0.04)
        let k = session.press("k")
        session.release(u)
        session.release(k)
        session.release(shift)
        session.type("x")
        #expect(session.settle() == "ok UKx‸")
    }

    // MARK: Automatic capitals

    @Test(
        "the field's autocapitalisation type decides the capitals of \"hi there. ok\"",
        arguments: DocumentMode.allCases,
        [
            (AutocapitalizationType.sentences, "Hi there. Ok‸"),
            (.words, "Hi There. Ok‸"),
            (.allCharacters, "HI THERE. OK‸"),
            (.none, "hi there. ok‸"),
        ])
    func autocapitalization(mode: DocumentMode, expectation: (type: AutocapitalizationType, result: String)) throws {
        var session = try TouchSession(mode, host: HostContext(autocapitalization: expectation.type))
        session.type("hi there")
        session.tap("123")
        session.tap(".")
        session.tap(.space)
        session.tap("ABC")
        session.type("ok")
        #expect(session.settle() == expectation.result)
    }

    @Test("turning shift off at the start of a sentence types lower case", arguments: DocumentMode.allCases)
    func manualShiftOffAtSentenceStart(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        #expect(session.state.shift == .once(automatic: true))
        session.tap(.shift)
        #expect(session.state.shift == .off)
        session.type("iphone")
        #expect(session.settle() == "iphone‸")
    }

    @Test("a line break starts a new sentence", arguments: DocumentMode.allCases)
    func capitalAfterLineBreak(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        session.type("hi")
        session.tap(.returnKey)
        session.type("ok")
        #expect(session.settle() == "Hi\nOk‸")
    }

    @Test(
        "deleting back to the start of a sentence turns the automatic shift on again", arguments: DocumentMode.allCases)
    func capitalAfterDeletingToSentenceStart(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "Done. x‸")
        #expect(session.state.shift == .off)
        session.tap(.delete)
        #expect(session.state.shift == .once(automatic: true))
        session.type("ok")
        #expect(session.settle() == "Done. Ok‸")
    }

    @Test("a field that opens with text mid-sentence starts with shift off", arguments: DocumentMode.allCases)
    func noCapitalMidSentence(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "I said ‸")
        session.type("so")
        #expect(session.settle() == "I said so‸")
    }

    // MARK: Double space

    @Test(
        "two spaces after a word type a period and a space, and the next sentence is capitalised",
        arguments: DocumentMode.allCases)
    func doubleSpacePeriod(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        session.type("hi  ok")
        #expect(session.settle() == "Hi. Ok‸")
    }

    @Test("a third space after the period is a plain space", arguments: DocumentMode.allCases)
    func thirdSpace(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.type("hi   ")
        #expect(session.settle() == "hi.  ‸")
    }

    @Test(
        "two spaces type no period at the start, after a space or after punctuation",
        arguments: DocumentMode.allCases,
        [
            ("‸", "  ‸"),
            ("hi ‸", "hi   ‸"),
            ("hi.‸", "hi.  ‸"),
            ("hi\n‸", "hi\n  ‸"),
        ])
    func doubleSpaceWithoutWord(mode: DocumentMode, example: (document: String, result: String)) throws {
        var session = try TouchSession(mode, document: example.document, host: .noAutocapitalization)
        session.type("  ")
        #expect(session.settle() == example.result)
    }

    @Test("a letter between the spaces means no period", arguments: DocumentMode.allCases)
    func spacesSeparatedByALetter(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.type("a b ")
        #expect(session.settle() == "a b ‸")
    }

    @Test("with the double-space period turned off two spaces are two spaces", arguments: DocumentMode.allCases)
    func doubleSpacePeriodTurnedOff(mode: DocumentMode) throws {
        var behavior = KeyboardBehavior.standard
        behavior.doubleSpaceTypesPeriod = false
        var session = try TouchSession(mode, host: .noAutocapitalization, behavior: behavior)
        session.type("hi  ")
        #expect(session.settle() == "hi  ‸")
    }
}
