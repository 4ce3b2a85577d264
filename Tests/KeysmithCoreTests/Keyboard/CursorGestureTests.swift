import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Moving the cursor: swipes, the spacebar drag and the cursor keys")
struct CursorGestureTests {
    // MARK: Swipes on the letters

    @Test(
        "a quick horizontal swipe on the letters moves the cursor one character and types nothing",
        arguments: DocumentMode.allCases, [(70.0, "hello ‸world"), (-70.0, "hell‸o world")])
    func quickSwipe(mode: DocumentMode, swipe: (dx: Double, result: String)) throws {
        var session = try TouchSession(mode, document: "hello‸ world", host: .noAutocapitalization)
        let finger = session.press("g")
        session.slide(finger, by: swipe.dx, over: 0.15, steps: 3)
        session.release(finger)
        #expect(session.settle() == swipe.result)
        #expect(session.log.edits.count == 1)
    }

    @Test("a swipe steps over a whole emoji, never into it", arguments: DocumentMode.allCases)
    func swipeOverCluster(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "a👨‍👩‍👧‍👦‸🇫🇷", host: .noAutocapitalization)
        let left = session.press("h")
        session.slide(left, by: -80, over: 0.12, steps: 2)
        session.release(left)
        #expect(session.settle() == "a‸👨‍👩‍👧‍👦🇫🇷")
        #expect(session.cursor == 1)
        session.wait(0.2)
        let right = session.press("h")
        session.slide(right, by: 80, over: 0.12, steps: 2)
        session.release(right)
        #expect(session.settle() == "a👨‍👩‍👧‍👦‸🇫🇷")
        #expect(session.cursor == 12)
    }

    @Test(
        "a quick flick from return or a switch key is a slide, not a cursor move: the key under the lifted finger acts",
        arguments: DocumentMode.allCases)
    func flickFromFunctionKeys(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "hi‸", host: .noAutocapitalization)
        let fromReturn = session.press(.returnKey)
        session.slide(fromReturn, by: -70, over: 0.12, steps: 2)
        session.release(fromReturn)
        // It ends on the spacebar, which types a space; the cursor did not move.
        #expect(session.settle() == "hi ‸")
        let fromSwitch = session.press("123")
        session.slide(fromSwitch, by: 70, over: 0.12, steps: 2)
        session.release(fromSwitch)
        // It ends on the emoji key, which opens the emoji page; no text changes.
        #expect(session.state.panelTakesTouches)
        #expect(session.settle() == "hi ‸")
    }

    @Test("a slow slide across the letters types the key it ends on", arguments: DocumentMode.allCases)
    func slowSlideTypes(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "hello‸", host: .noAutocapitalization)
        let finger = session.press("a")
        session.slide(finger, to: "g", over: 0.45, steps: 9)
        session.release(finger)
        #expect(session.settle() == "hellog‸")
    }

    @Test("a short slide is a tap on the key it ends on, not a swipe", arguments: DocumentMode.allCases)
    func shortSlideTypes(mode: DocumentMode) throws {
        var session = try TouchSession(mode, host: .noAutocapitalization)
        let finger = session.press("g")
        session.slide(finger, by: 30, over: 0.1, steps: 2)
        session.release(finger)
        #expect(session.settle() == "h‸")
    }

    // MARK: The spacebar

    @Test(
        "dragging along the spacebar moves the cursor one character per drag step past the threshold",
        arguments: DocumentMode.allCases)
    func spacebarDragSteps(mode: DocumentMode) throws {
        let step = KeyboardBehavior.standard.cursorDragStep
        let threshold = KeyboardBehavior.standard.cursorDragThreshold
        var session = try TouchSession(mode, document: "hello world‸", host: .noAutocapitalization)
        let finger = session.press(.space)
        session.wait(0.05)
        session.move(finger, by: -threshold)
        #expect(session.settle() == "hello world‸")
        session.move(finger, by: -(step - 0.5))
        #expect(session.settle() == "hello world‸")
        session.move(finger, by: -0.5)
        #expect(session.settle() == "hello worl‸d")
        session.move(finger, by: -2 * step)
        #expect(session.settle() == "hello wo‸rld")
        session.move(finger, by: step)
        #expect(session.settle() == "hello wor‸ld")
        session.release(finger)
        #expect(session.settle() == "hello wor‸ld")
    }

    @Test(
        "the cursor moves as far for a drag reported in one move as for the same drag finely sampled",
        arguments: DocumentMode.allCases, [1, 2, 5, 23])
    func spacebarDragDoesNotDependOnSampling(mode: DocumentMode, moves: Int) throws {
        var session = try TouchSession(mode, document: "hello world‸", host: .noAutocapitalization)
        let finger = session.press(.space)
        session.slide(finger, by: -46, over: 0.2, steps: moves)
        session.release(finger)
        #expect(session.settle() == "hello w‸orld")
    }

    @Test("the spacebar drag moves over whole clusters and rests only between them", arguments: DocumentMode.allCases)
    func spacebarDragOverClusters(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, document: "ab👍🏽🇫🇷👨‍👩‍👧‍👦‸", host: .noAutocapitalization)
        let finger = session.press(.space)
        session.slide(finger, by: -32, over: 0.2, steps: 8)
        #expect(session.settle() == "ab👍🏽‸🇫🇷👨‍👩‍👧‍👦")
        #expect(session.cursor == 6)
        session.slide(finger, by: -9, over: 0.05, steps: 1)
        #expect(session.settle() == "ab‸👍🏽🇫🇷👨‍👩‍👧‍👦")
        #expect(session.cursor == 2)
        session.slide(finger, by: 27, over: 0.1, steps: 3)
        #expect(session.settle() == "ab👍🏽🇫🇷👨‍👩‍👧‍👦‸")
        #expect(session.cursor == 21)
        session.release(finger)
    }

    @Test("a spacebar touch that wobbles less than the threshold types a space", arguments: DocumentMode.allCases)
    func spacebarWobbleTypesSpace(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "ok‸", host: .noAutocapitalization)
        let finger = session.press(.space)
        session.move(finger, by: 6, 3)
        session.wait(0.05)
        session.release(finger)
        #expect(session.settle() == "ok ‸")
    }

    @Test(
        "a long press on the spacebar enters the cursor drag without typing a space", arguments: DocumentMode.allCases)
    func spacebarLongPress(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "hello world‸", host: .noAutocapitalization)
        let finger = session.press(.space)
        session.wait(0.55)
        session.move(finger, by: -2 * KeyboardBehavior.standard.cursorDragStep)
        session.release(finger)
        #expect(session.settle() == "hello wor‸ld")
    }

    @Test("a long press on the spacebar lifted without moving types nothing", arguments: DocumentMode.allCases)
    func spacebarLongPressWithoutMoving(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "hello‸", host: .noAutocapitalization)
        session.longPress(.space)
        #expect(session.settle() == "hello‸")
    }

    // MARK: Cursor keys

    @Test("the cursor keys move one character per tap", arguments: DocumentMode.allCases)
    func cursorKeyTaps(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "a👍🏽🇫🇷‸", layout: "Markup")
        session.tap(.cursorLeft)
        #expect(session.settle() == "a👍🏽‸🇫🇷")
        #expect(session.cursor == 5)
        session.tap(.cursorLeft)
        session.tap(.cursorLeft)
        session.tap(.cursorLeft)
        #expect(session.settle() == "‸a👍🏽🇫🇷")
        session.tap(.cursorRight)
        session.tap(.cursorRight)
        #expect(session.settle() == "a👍🏽‸🇫🇷")
        #expect(session.log.edits.allSatisfy { if case .moveCursor = $0 { true } else { false } })
    }

    @Test("held cursor keys repeat after 0.5 s, every 0.1 s", arguments: DocumentMode.allCases)
    func cursorKeyRepeat(mode: DocumentMode) throws {
        var session = try TouchSession(mode, document: "abcdefgh‸", layout: "Markup")
        session.longPress(.cursorLeft, for: 0.75)
        #expect(session.settle() == "abcd‸efgh")
        session.longPress(.cursorRight, for: 0.65)
        #expect(session.settle() == "abcdefg‸h")
    }
}
