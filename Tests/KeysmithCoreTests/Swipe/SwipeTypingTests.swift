import Testing
@_spi(Tooling) @testable import KeysmithCore

/// Swipe typing in the engine: strokes across the letters of the embedded English keyboard type
/// words, with the spacing, case, suggestion bar and delete a user expects, while taps, slides to a
/// neighbouring key and long presses behave as before.
@Suite struct SwipeTypingTests {
    static let english: SuggestionProvider? = (try? Lexicon.english()).map { SuggestionProvider(lexicon: $0) }

    private func session(
        _ written: String = "‸", settings: KeyboardSettings = .defaults, host: HostContext = .standard,
        timing: SuggestionTiming = .inline, configuration: KeyboardConfiguration? = nil,
        suggestions: SuggestionProvider? = nil
    ) throws -> TouchSession {
        // Unwrapped here: passed straight to the optional parameter, #require would check nothing.
        let provider: SuggestionProvider = try #require(suggestions ?? Self.english)
        return try TouchSession(
            document: written, host: host, configuration: configuration, settings: settings,
            suggestions: provider, suggestionTiming: timing)
    }

    @Test(arguments: SuggestionTiming.prompt)
    func strokesTypeWordsSpacedAsUsersExpect(timing: SuggestionTiming) throws {
        var session = try session(timing: timing)
        session.swipe("hello")
        #expect(session.settle() == "Hello‸")
        session.swipe("world")
        #expect(session.settle() == "Hello world‸")
        // Punctuation goes straight after the word; the next word after a space.
        try session.typeAnywhere(",")
        #expect(session.settle() == "Hello world,‸")
        if session.key("t") == nil { session.tap("ABC") }
        session.swipe("this")
        #expect(session.settle() == "Hello world, this‸")
    }

    @Test func aLetterTappedAfterASwipedWordStartsANewWord() throws {
        var session = try session("I saw‸")
        session.swipe("hello")
        session.type("a")
        #expect(session.settle() == "I saw hello a‸")
    }

    @Test func noSpaceAfterAnOpeningBracketOrSpace() throws {
        var session = try session("see (‸")
        session.swipe("this")
        #expect(session.settle() == "see (this‸")
        var spaced = try self.session("see ‸")
        spaced.swipe("this")
        #expect(spaced.settle() == "see this‸")
    }

    @Test(arguments: [
        ("", false), ("word", true), ("end.", true), ("list,", true), ("(", false), ("say “", false),
        ("say ‘", false), ("say \"", false), ("\"quoted\"", true), ("l’", false), ("qu'", false),
        ("well-", false), ("and/", false), ("¿", false), ("#", false), ("a - ", false), ("said -", true),
        ("(aside)", true), ("«", false),
    ])
    func aSpaceGoesBeforeASwipedWordOnlyWhereOneIsNeeded(before: String, needsSpace: Bool) {
        #expect(Update.needsSpace(after: before) == needsSpace)
    }

    @Test func shiftAndCapsLockSetTheWordsCase() throws {
        var session = try session("I saw‸")
        session.tap(.shift)
        session.swipe("hello")
        #expect(session.settle() == "I saw Hello‸")
        // Shift applied to one word only.
        session.swipe("world")
        #expect(session.settle() == "I saw Hello world‸")
        session.tap(.shift)
        session.tap(.shift)
        session.swipe("this")
        #expect(session.settle() == "I saw Hello world THIS‸")
    }

    @Test func theOtherCandidatesFillTheBarAndReplaceTheWord() throws {
        var session = try session("I saw‸")
        session.swipe("hello")
        let shown = session.state.suggestions
        #expect(shown.word == "hello")
        #expect(!shown.suggestions.isEmpty)
        #expect(shown.suggestions.allSatisfy { $0.kind == .swipe && $0.text != "hello" })
        let alternative = try #require(shown.suggestions.first).text
        session.tapSuggestion(alternative)
        #expect(session.settle() == "I saw \(alternative) ‸")
    }

    @Test func deleteRightAfterASwipedWordDeletesTheWholeWord() throws {
        var session = try session("I saw‸")
        session.swipe("hello")
        session.tap(.delete)
        #expect(session.settle() == "I saw ‸")
        // Only right after: a second delete removes one character.
        session.tap(.delete)
        #expect(session.settle() == "I saw‸")
    }

    @Test func deleteAfterAnythingElseDeletesOneCharacter() throws {
        var session = try session("I saw‸")
        session.swipe("hello")
        session.type("a")
        session.tap(.delete)
        #expect(session.settle() == "I saw hello ‸")
    }

    @Test func tapsSlidesAndLongPressesBehaveAsBefore() throws {
        var session = try session()
        session.type("hi")
        #expect(session.settle() == "Hi‸")
        // A slide of less than a key's width to the neighbouring key types that key.
        let finger = session.press("a")
        let width = try #require(session.key("s")).frame.width
        session.slide(finger, by: width * 0.9, over: 0.05)
        session.release(finger)
        #expect(session.settle() == "His‸")
        // A long press still opens the alternates.
        let held = session.press("e")
        session.wait(0.6)
        session.move(held, toAlternate: "é")
        session.release(held)
        #expect(session.settle() == "Hisé‸")
    }

    @Test func aWordOfTwoNeighbouringKeysIsAStroke() throws {
        var session = try session("I saw‸")
        // A little past the centre of "s": a key's pitch from where the finger landed.
        let finger = session.press("a")
        let pitch = session.center(of: "s").x - session.center(of: "a").x
        session.slide(finger, by: pitch * 1.1, over: 0.1)
        session.release(finger)
        #expect(session.settle() == "I saw as‸")
    }

    @Test func aFingerChoosingAmongAlternatesNeverBecomesAStroke() throws {
        var session = try session("I saw‸")
        // The alternates of a bottom-row key lie over the letters of the row above.
        let held = session.press("c")
        session.wait(0.6)
        let labels = try #require(session.model.alternates?.labels)
        let farthest = try #require(labels.last)
        #expect(labels.count >= 3)
        session.move(held, toAlternate: farthest)
        session.release(held)
        #expect(session.settle() == "I saw\(farthest)‸")
    }

    @Test func aStrokeThatSpellsNothingTypesTheKeyItEndsOn() throws {
        let lexicon = try SuggestionFixtures.lexicon(["zebra": 100])
        var session = try session(suggestions: SuggestionProvider(lexicon: lexicon))
        let finger = session.press("a")
        let width = try #require(session.key("s")).frame.width
        session.slide(finger, by: width * 1.2, over: 0.05)
        session.release(finger)
        #expect(session.settle() == "S‸")
    }

    /// Where strokes across the letters are not words.
    enum WithoutSwipeTyping: String, CaseIterable, Sendable {
        case slideToTypeOff, setWithoutSwipeTyping, passwordField
    }

    @Test(arguments: WithoutSwipeTyping.allCases)
    func withoutSwipeTypingALetterFlickMovesTheCursor(_ where: WithoutSwipeTyping) throws {
        var settings = KeyboardSettings.defaults
        var host = HostContext.standard
        var configuration = try #require(TouchSession.embeddedConfiguration)
        #expect(configuration.set.swipeTyping)
        switch `where` {
        case .slideToTypeOff: settings.swipeTyping = false
        case .setWithoutSwipeTyping: configuration.set.swipeTyping = false
        case .passwordField: host.isSecureTextEntry = true
        }
        var session = try session("ab‸cd", settings: settings, host: host, configuration: configuration)
        // The settings panel offers Slide to Type only where the set has swipe typing.
        #expect(session.engine.offers(.swipeTyping, in: session.state) == (`where` != .setWithoutSwipeTyping))
        let finger = session.press("q")
        session.slide(finger, by: 120, over: 0.1)
        session.release(finger)
        #expect(session.settle() == "abc‸d")
    }

    @Test func aFlickAcrossTheDigitsStillMovesTheCursor() throws {
        var session = try session("ab‸cd")
        session.tap("123")
        let finger = session.press("1")
        session.slide(finger, by: 120, over: 0.1)
        session.release(finger)
        #expect(session.settle() == "abc‸d")
    }

    @Test func aStrokeWhileTheEmojiSearchHasTheKeysTypesNoWord() throws {
        var session = try session("I saw‸")
        session.tap(.type(.emoji))
        guard case .emojiSearch(let bar) = session.model.toolbarSlot.content else {
            Issue.record("the emoji page shows no search field")
            return
        }
        session.tapSlot(at: bar.field.center)
        session.swipe("hello")
        #expect(session.settle() == "I saw‸")
        guard case .emojiSearch(let searching) = session.model.toolbarSlot.content else {
            Issue.record("the search ended")
            return
        }
        #expect(searching.query.lowercased() == "o")
    }

    @Test func theSpacebarStillDragsTheCursor() throws {
        var session = try session("abcdef‸")
        let finger = session.press(.space)
        session.slide(finger, by: -40, over: 0.2)
        session.release(finger)
        #expect(session.settle() == "abc‸def")
    }

    @Test func aDeferredStrokeIsTypedWhenAnsweredOrBeforeTheNextKey() throws {
        var session = try session("I saw‸", timing: .answeredOnDemand)
        session.swipe("hello")
        #expect(session.settle() == "I saw‸")
        #expect(session.effects.contains { if case .decodeSwipe = $0 { true } else { false } })
        session.answerStrokes()
        #expect(session.settle() == "I saw hello‸")
        // A key tapped before the answer types after the word; the late answer is dropped.
        session.swipe("world")
        session.type("a")
        session.answerStrokes()
        #expect(session.settle() == "I saw hello world a‸")
    }

    @Test func theTrailIsDrawnWhileTheFingerDraws() throws {
        var session = try session()
        let finger = session.press("h")
        session.slide(finger, to: "e", over: 0.04)
        session.slide(finger, to: "l", over: 0.04)
        let model = session.model
        #expect(model.swipeTrail.count > 2)
        #expect(model.keys.allSatisfy { !$0.isPressed })
        #expect(model.inputCallout == nil)
        let list = DisplayList(model: model)
        #expect(list.items.contains { $0.containsGroup(tagged: .swipeTrail) })
        session.release(finger)
        #expect(session.model.swipeTrail.isEmpty)
    }

    @Test func rolloverAndFastTypingTypeExactlyAsWithoutSwipeTyping() throws {
        var session = try session(host: .noAutocapitalization)
        let first = session.press("o")
        session.wait(0.05)
        let second = session.press("k")
        session.release(first)
        session.release(second)
        #expect(session.settle() == "ok‸")
        var typist = try self.session()
        try typist.typeAnywhere("Hello there, how are you? Fine, thanks.")
        #expect(typist.settle() == "Hello there, how are you? Fine, thanks.‸")
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func randomStreamsWithSwipeTypingNeverCrashAndAgreeInEveryMode(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed &+ 1_000)
        let steps = (0..<200).map { _ in RandomStep.next(using: &generator) }
        var outcomes: [DocumentMode: String] = [:]
        for mode in DocumentMode.allCases {
            let english: SuggestionProvider = try #require(Self.english)
            var session = try TouchSession(mode, document: "ok‸", suggestions: english)
            var clock = session.now
            for step in steps {
                step.run(on: &session, clock: &clock)
                _ = session.model
            }
            outcomes[mode] = session.settle()
        }
        #expect(Set(outcomes.values).count == 1, "\(outcomes)")
    }

    @Test func wordsComeFromEveryLanguageOfTheKeyboard() throws {
        let english = try SuggestionFixtures.lexicon(["hello": 5000, "the": 90000, "bonus": 200])
        let french = try SuggestionFixtures.lexicon(["bonjour": 3000, "le": 90000])
        let provider = SuggestionProvider(lexicon: english, languageLexicons: ["en_US": english, "fr_FR": french])
        var session = try session(suggestions: provider)
        session.swipe("bonjour")
        #expect(session.settle() == "Bonjour‸")
        session.swipe("hello")
        #expect(session.settle() == "Bonjour hello‸")
    }
}

extension DisplayItem {
    /// Whether this item is, or holds, a group tagged `tag`.
    fileprivate func containsGroup(tagged tag: DisplayTag) -> Bool {
        guard case .group(let group) = self else { return false }
        return group.tag == tag || group.children.contains { $0.containsGroup(tagged: tag) }
    }
}
