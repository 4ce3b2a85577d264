import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Right to left: the layout's direction in the render model, and the spacebar drag")
struct RightToLeftTests {
    @Test("the render model and the display list say a Hebrew or Arabic layout reads right to left")
    func direction() throws {
        let hebrew = try KeyboardEngine(configuration: LanguageFixtures.hebrew())
        let model = hebrew.render(hebrew.initialState())
        #expect(model.layoutDirection == .rightToLeft)
        #expect(DisplayList(model: model).layoutDirection == .rightToLeft)
        let english = try #require(TouchSession.embeddedConfiguration)
        let englishModel = KeyboardEngine(configuration: english).render(
            KeyboardEngine(configuration: english).initialState())
        #expect(englishModel.layoutDirection == .leftToRight)
        #expect(DisplayList(model: englishModel).layoutDirection == .leftToRight)
    }

    @Test(
        "dragging right along the spacebar moves the cursor toward the start of right-to-left text",
        arguments: DocumentMode.allCases)
    func dragInHebrewText(mode: DocumentMode) throws {
        let step = KeyboardBehavior.standard.cursorDragStep
        let threshold = KeyboardBehavior.standard.cursorDragThreshold
        var session = try TouchSession(
            mode, document: "שלום עולם‸", host: .noAutocapitalization, configuration: LanguageFixtures.hebrew())
        let finger = session.press(.space)
        session.wait(0.05)
        session.move(finger, by: threshold + 2 * step)
        #expect(session.settle() == "שלום עו‸לם")
        session.move(finger, by: -step)
        #expect(session.settle() == "שלום עול‸ם")
        session.release(finger)
    }

    @Test(
        "the text decides, not the layout: English text on a Hebrew keyboard drags as left-to-right text",
        arguments: DocumentMode.allCases)
    func dragFollowsText(mode: DocumentMode) throws {
        let step = KeyboardBehavior.standard.cursorDragStep
        let threshold = KeyboardBehavior.standard.cursorDragThreshold
        var session = try TouchSession(
            mode, document: "hello world‸", host: .noAutocapitalization, configuration: LanguageFixtures.hebrew())
        let finger = session.press(.space)
        session.wait(0.05)
        session.move(finger, by: -(threshold + 2 * step))
        #expect(session.settle() == "hello wor‸ld")
        session.release(finger)
        // Hebrew text on the English keyboard drags as right-to-left text.
        var english = try TouchSession(mode, document: "שלום‸", host: .noAutocapitalization)
        let other = english.press(.space)
        english.wait(0.05)
        english.move(other, by: threshold + step)
        #expect(english.settle() == "שלו‸ם")
        english.release(other)
    }

    @Test("with no letter before the cursor, the layout's direction decides", arguments: DocumentMode.allCases)
    func dragFallsBackToLayout(mode: DocumentMode) throws {
        let step = KeyboardBehavior.standard.cursorDragStep
        let threshold = KeyboardBehavior.standard.cursorDragThreshold
        var session = try TouchSession(
            mode, document: "12‸34", host: .noAutocapitalization, configuration: LanguageFixtures.hebrew())
        let finger = session.press(.space)
        session.wait(0.05)
        session.move(finger, by: -(threshold + step))
        #expect(session.settle() == "123‸4")
        session.release(finger)
    }

    @Test("a swipe on the letters follows the text's direction too", arguments: DocumentMode.allCases)
    func swipeInHebrewText(mode: DocumentMode) throws {
        var session = try TouchSession(
            mode, document: "שלום‸", host: .noAutocapitalization, configuration: LanguageFixtures.hebrew())
        let finger = session.press(.showing("ל"))
        session.slide(finger, by: 70, over: 0.15, steps: 3)
        session.release(finger)
        #expect(session.settle() == "שלו‸ם")
    }
}
