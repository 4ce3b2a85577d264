import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Typing: rollover, slide-off and long-press alternates")
struct TypingTests {
    // MARK: Rollover

    @Test(
        "a second finger landing before the first lifts types the first key, and no letter is lost",
        arguments: DocumentMode.allCases)
    func twoFingerRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let first = session.press("h")
        session.wait(0.05)
        let second = session.press("i")
        session.wait(0.05)
        session.release(first)
        session.wait(0.03)
        session.release(second)
        #expect(session.settle() == "hi‸")
    }

    @Test(
        "the first key types the moment the second finger lands, before either lifts", arguments: DocumentMode.allCases)
    func rolloverTypesOnTouchDown(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.press("o")
        session.wait(0.05)
        session.press("k")
        #expect(session.log.edits == [.insert("o")])
        #expect(session.settle() == "o‸")
    }

    @Test("three overlapping fingers type in the order they landed", arguments: DocumentMode.allCases)
    func threeFingerRollover(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let a = session.press("t")
        session.wait(0.04)
        let b = session.press("h")
        session.wait(0.04)
        let c = session.press("e")
        session.wait(0.04)
        session.release(a)
        session.release(b)
        session.wait(0.02)
        session.release(c)
        #expect(session.settle() == "the‸")
    }

    @Test(
        "fingers that lift in the reverse order still type in the order they landed", arguments: DocumentMode.allCases)
    func rolloverReleasedInReverse(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let a = session.press("n")
        session.wait(0.04)
        let b = session.press("o")
        session.wait(0.04)
        session.release(b)
        session.release(a)
        #expect(session.settle() == "no‸")
    }

    @Test(
        "rollover keeps auto-capitalisation: only the sentence's first letter is upper case",
        arguments: DocumentMode.allCases)
    func rolloverWithAutomaticShift(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        let h = session.press("h")
        session.wait(0.04)
        let i = session.press("i")
        session.release(h)
        session.release(i)
        #expect(session.settle() == "Hi‸")
    }

    @Test("a spacebar still held when a letter lands types its space first", arguments: DocumentMode.allCases)
    func rolloverFromTheSpacebar(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok‸", host: .noAutocapitalization)
        let space = session.press(.space)
        session.wait(0.04)
        let letter = session.press("g")
        session.release(space)
        session.release(letter)
        #expect(session.settle() == "ok g‸")
    }

    // MARK: Slide-off

    @Test("sliding from one key to another before lifting types the second", arguments: DocumentMode.allCases)
    func slideOff(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let finger = session.press("q")
        session.wait(0.05)
        session.move(finger, to: "w")
        session.wait(0.05)
        session.release(finger)
        #expect(session.settle() == "w‸")
    }

    @Test("sliding away and back to the first key types the first key", arguments: DocumentMode.allCases)
    func slideAwayAndBack(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let finger = session.press("f")
        session.move(finger, to: "g")
        session.wait(0.05)
        session.move(finger, to: "f")
        session.release(finger)
        #expect(session.settle() == "f‸")
    }

    // MARK: Alternates

    @Test(
        "holding e for half a second opens its alternates, and sliding to é types é", arguments: DocumentMode.allCases)
    func longPressAlternate(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "caf‸", host: .noAutocapitalization)
        let finger = session.press("e")
        session.wait(0.45)
        #expect(session.model.alternates == nil)
        session.wait(0.1)
        #expect(session.model.alternates?.labels.first == "e")
        session.move(finger, toAlternate: "é")
        session.release(finger)
        #expect(session.settle() == "café‸")
    }

    @Test("lifting without sliding types the first alternate, the key itself", arguments: DocumentMode.allCases)
    func longPressWithoutSliding(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.longPress("e")
        #expect(session.settle() == "e‸")
    }

    @Test("with shift on the alternates are upper case, and shift lets go after one", arguments: DocumentMode.allCases)
    func shiftedAlternate(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.tap(.shift)
        let finger = session.press("e")
        session.wait(0.55)
        #expect(session.model.alternates?.labels.prefix(3) == ["E", "È", "É"])
        session.move(finger, toAlternate: "é")
        session.release(finger)
        session.type("t")
        #expect(session.settle() == "Ét‸")
    }

    @Test("at the start of a sentence the alternate is capitalised like any letter", arguments: DocumentMode.allCases)
    func alternateAtSentenceStart(mode: DocumentMode) throws {
        var session = try TouchSession(mode)
        let finger = session.press("a")
        session.wait(0.6)
        session.move(finger, toAlternate: "å")
        session.release(finger)
        session.type("s")
        #expect(session.settle() == "Ås‸")
    }

    @Test("a key without alternates held long types itself once", arguments: DocumentMode.allCases)
    func longPressWithoutAlternates(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        session.longPress("q", for: 1.2)
        #expect(session.settle() == "q‸")
    }
}
