import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Key feedback: the sound and haptic of each key, when the finger lands")
struct FeedbackTests {
    @Test(
        "each key of the letters plays its kind of feedback on touch down, once",
        arguments: [
            ("q" as KeyTarget, KeyFeedback.click),
            ("m", .click),
            (.delete, .delete),
            (.shift, .modifier),
            ("123", .modifier),
            (.nextLayout, .modifier),
            (.returnKey, .modifier),
            (.space, .modifier),
        ])
    func lettersLayout(key: KeyTarget, feedback: KeyFeedback) throws {
        var session = try TouchSession(document: "some text‸")
        let finger = session.press(key)
        #expect(session.log.feedback == [feedback])
        session.wait(0.05)
        session.release(finger)
        #expect(session.log.feedback == [feedback])
    }

    @Test(
        "the Markup keys play feedback on touch down too",
        arguments: [
            ("B" as KeyTarget, KeyFeedback.click),
            ("sarcasm", .click),
            (.cursorLeft, .modifier),
            (.cursorRight, .modifier),
            (.clearAll, .modifier),
            (.delete, .delete),
            (.dismiss, .modifier),
            ("ABC", .modifier),
        ])
    func markupLayout(key: KeyTarget, feedback: KeyFeedback) throws {
        var session = try TouchSession(document: "some text‸", layout: "Markup")
        session.press(key)
        #expect(session.log.feedback == [feedback])
    }

    @Test("the globe plays the modifier feedback")
    func globe() throws {
        var host = HostContext.standard
        host.needsInputModeSwitchKey = true
        var session = try TouchSession(host: host)
        session.tap(.globe)
        #expect(session.log.feedback == [.modifier])
    }

    @Test("typing a word plays one click per letter and a modifier sound for the space")
    func wordFeedback() throws {
        var session = try TouchSession()
        session.type("hey you")
        #expect(session.log.feedback == [.click, .click, .click, .modifier, .click, .click, .click])
    }

    @Test("a long press on clear-all plays the delete sound when it clears")
    func clearAllFeedback() throws {
        var session = try TouchSession(document: "text‸", layout: "Markup")
        session.longPress(.clearAll)
        #expect(session.log.feedback == [.modifier, .delete])
    }
}
