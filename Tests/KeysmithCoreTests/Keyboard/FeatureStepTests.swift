import Testing

@_spi(Tooling) @testable import KeysmithCore

/// The features' steps on their own slices of the state, without an engine: what each slice does
/// with an event, and what it hands back to the rest of the keyboard.
@Suite("Feature steps change only their own slice")
struct FeatureStepTests {
    private let behavior = KeyboardBehavior.standard

    @Test("shift: a second tap within the double-tap interval locks it, a later one does not")
    func shiftTaps() {
        var typing = TypingState(document: TextContext())
        var effects: [KeyboardEffect] = []
        typing.step(.tapped(at: 0), facts: behavior, effects: &effects)
        #expect(typing.shift == .once(automatic: false))
        typing.step(.tapped(at: behavior.doubleTapInterval / 2), facts: behavior, effects: &effects)
        #expect(typing.shift == .capsLock)
        typing.step(.tapped(at: 10), facts: behavior, effects: &effects)
        #expect(typing.shift == .off)
        typing.step(.tapped(at: 10 + behavior.doubleTapInterval * 2), facts: behavior, effects: &effects)
        #expect(typing.shift == .once(automatic: false))
        #expect(effects.isEmpty)
    }

    @Test("shift held while typing lets go with the finger, and says so; caps lock stays")
    func heldShift() {
        var typing = TypingState(document: TextContext(), shift: .once(automatic: false))
        var effects: [KeyboardEffect] = []
        #expect(!typing.step(.released(typedWhileHeld: false), facts: behavior, effects: &effects))
        #expect(typing.shift == .once(automatic: false))
        #expect(typing.step(.released(typedWhileHeld: true), facts: behavior, effects: &effects))
        #expect(typing.shift == .off)
        typing.shift = .capsLock
        #expect(!typing.step(.released(typedWhileHeld: true), facts: behavior, effects: &effects))
        #expect(typing.shift == .capsLock)
    }

    @Test("a language selected again changes nothing; the spacebar's label lasts until its time")
    func languages() {
        let english = KeyboardLanguage(identifier: "en_US", displayName: "English", layoutName: "en_US/Letters")
        let french = KeyboardLanguage(identifier: "fr_FR", displayName: "Français", layoutName: "fr_FR/Letters")
        var languages = LanguagesState(current: english.identifier)
        var effects: [KeyboardEffect] = []
        #expect(!languages.step(.select(english), effects: &effects))
        #expect(languages.step(.select(french), effects: &effects))
        #expect(languages.current == "fr_FR")
        languages.step(.announce(french.displayName, until: 2), effects: &effects)
        languages.step(.tick(1.5), effects: &effects)
        #expect(languages.spacebarLabel?.text == "Français")
        languages.step(.tick(2), effects: &effects)
        #expect(languages.spacebarLabel == nil)
        #expect(effects.isEmpty)
    }

    @Test("the bar takes only the answer it waits for, and an offer replaces what it waited for")
    func suggestionBar() {
        var suggesting = SuggestionsState()
        var effects: [KeyboardEffect] = []
        let stale = suggesting.requests.nextID()
        let awaited = suggesting.requests.nextID()
        suggesting.requests.await(awaited, keeping: NothingPending())
        let late = SuggestionResult(
            word: "hel", suggestions: [Suggestion(text: "help", kind: .completion)], autocorrection: nil)
        suggesting.step(.computed(SuggestionResponse(requestID: stale, result: late)), effects: &effects)
        #expect(suggesting.bar == .empty)
        suggesting.wordTaps = [Point(x: 1, y: 2)]
        let offered = [Suggestion(text: "hello", kind: .swipe)]
        suggesting.step(.offered(word: "help", alternatives: offered), effects: &effects)
        #expect(suggesting.bar.word == "help")
        #expect(suggesting.bar.suggestions == offered)
        #expect(!suggesting.requests.isWaiting)
        #expect(suggesting.wordTaps.isEmpty)
        // The answer to the request the offer replaced comes too late to show.
        suggesting.step(.computed(SuggestionResponse(requestID: awaited, result: late)), effects: &effects)
        #expect(suggesting.bar.word == "help")
        #expect(effects.isEmpty)
    }

    @Test("the GIF panel asks for one search at a time and shows only the answer to the latest")
    func gifSearches() {
        var panels = PanelsState()
        var effects: [KeyboardEffect] = []
        #expect(panels.step(.search(query: "cats"), effects: &effects) == nil)
        guard case .searchGIFs(let cats)? = effects.last else {
            Issue.record("no search asked: \(effects)")
            return
        }
        #expect(cats.query == "cats")
        // The user typed another query before the answer came: the old answer is dropped.
        #expect(panels.step(.queryChanged, effects: &effects) == nil)
        #expect(panels.step(.search(query: "dogs"), effects: &effects) == nil)
        guard case .searchGIFs(let dogs)? = effects.last else {
            Issue.record("no second search asked: \(effects)")
            return
        }
        #expect(dogs.id != cats.id)
        let late = GIFSearchResponse(requestID: cats.id, outcome: .results([]))
        #expect(panels.step(.answered(late), effects: &effects) == nil)
        let answer = GIFSearchResponse(requestID: dogs.id, outcome: .failed(.unavailable))
        #expect(panels.step(.answered(answer), effects: &effects) == .failed(.unavailable))
        // Answered once: the same answer again shows nothing.
        #expect(panels.step(.answered(answer), effects: &effects) == nil)
        #expect(effects.count == 2)
    }

    @Test("the emoji page: a held emoji shows its tones and lifting on one types it and names the pick")
    func emojiPageTones() throws {
        let content = EmojiPageFixture.content
        var counts = [0]
        counts += EmojiCategory.allCases.dropFirst().map { category in
            content.groups.first { $0.category == category }?.emoji.count ?? 0
        }
        let layout = EmojiPageLayout(metrics: .standard(for: .iphonePortrait), counts: counts)
        let facts = EmojiPageState.Facts(
            content: content, layout: layout, settings: .defaults, hasFullAccess: false, behavior: behavior,
            headroom: 44)
        // 👍 is the first emoji of People & Body.
        let thumbs = EmojiGridPosition(section: EmojiCategory.peopleAndBody.section, index: 0)
        var page = EmojiPageState()
        page.scrollOffset = layout.offset(showing: thumbs.section)
        let frame = layout.frame(of: thumbs, offset: page.scrollOffset)
        let center = frame.center
        var effects: [KeyboardEffect] = []
        #expect(
            page.step(.touchBegan(TouchPoint(id: 1, location: center, time: 0)), facts: facts, effects: &effects)
                == .nothing)
        #expect(page.step(.tick(behavior.longPressDelay + 0.01), facts: facts, effects: &effects) == .nothing)
        guard case .tones(let picker)? = page.touch?.phase else {
            Issue.record("no skin tones after a long press: \(String(describing: page.touch))")
            return
        }
        let medium = try #require(picker.options.firstIndex(of: "👍🏽"))
        let option = picker.frames[medium]
        let lift = TouchPoint(id: 1, location: option.center, time: 1)
        _ = page.step(.touchMoved(lift), facts: facts, effects: &effects)
        let outcome = page.step(.touchEnded(lift), facts: facts, effects: &effects)
        #expect(outcome == .type("👍🏽", tone: EmojiPageState.ToneChoice(emoji: "👍", chosen: "👍🏽")))
        #expect(page.touch == nil)
    }
}
