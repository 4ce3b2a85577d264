/// Swipe typing: a finger that lands on a letter key and draws across further letter keys types a
/// word.
///
/// While the set and the user's settings allow it (see ``KeyboardSet/swipeTyping``), a finger that
/// lands on a letter key keeps its path. It stays an ordinary press — a tap, a slide to a
/// neighbouring key, a long press for alternates — until it has moved a letter key's width
/// (``KeyboardBehavior/swipeTypingStartDistance``) and is over another letter key; from then on it is
/// a stroke, and lifting it asks the decoder for the words it spells: at once, or through
/// ``KeyboardEffect/decodeSwipe(_:)`` as the suggestion scheduling says, so that a touch never waits
/// for the decoder.
///
/// The best word is typed after a space when it follows a word or punctuation, in the case shift or
/// auto-capitalisation asks for; the other words fill the suggestion bar, and tapping one replaces
/// it. Delete right after removes the whole word, a letter typed right after starts a new word after
/// a space, and punctuation goes straight after it.
extension Update {
    /// Whether strokes across the letter keys type words in this field: the set has swipe typing,
    /// the user has not turned it off, there are lexicons to find words in, the field is not a
    /// password, and the keys type into the document (not into the emoji page's search, which takes
    /// them letter by letter).
    var swipesWords: Bool {
        engine.configuration.set.swipeTyping && state.settings.swipeTyping && engine.suggestionProvider != nil
            && !state.host.isSecureTextEntry && emojiSearch == nil
    }

    /// The letter keys of the layout on screen, as the decoder reads them.
    mutating func currentSwipeKeys() -> SwipeKeys {
        let geometry = state.geometry
        return state.swiping.keys(of: geometry)
    }

    /// The path a finger landing on key `keyIndex` starts: its first sample when the finger may draw
    /// a word, nil otherwise.
    mutating func strokeStart(for touch: TouchPoint, on keyIndex: Int) -> [SwipePoint]? {
        guard swipesWords, SwipeKeys.isLetterKey(state.geometry.keys[keyIndex]) else { return nil }
        return [SwipePoint(x: touch.location.x, y: touch.location.y, t: touch.time)]
    }

    /// Adds `touch` to the path of the finger at `index`, and turns its press into a stroke once it
    /// has gone far enough over another letter key. Returns whether the finger is drawing a stroke.
    mutating func continueStroke(touchAt index: Int, with touch: TouchPoint) -> Bool {
        // Only a press may become a stroke: a finger choosing among alternates stays there.
        let phase = state.touches[index].phase
        guard phase == .pressing || phase == .swiping, var stroke = state.touches[index].stroke else { return false }
        Self.append(touch, to: &stroke)
        state.touches[index].stroke = stroke
        if phase == .swiping { return true }
        let active = state.touches[index]
        let keys = currentSwipeKeys()
        let dx = (touch.location.x - active.startLocation.x) / keys.keyWidth
        let dy = (touch.location.y - active.startLocation.y) / keys.keyHeight
        // Another key than the one the finger landed on (a slide-off has already moved `keyIndex`).
        guard (dx * dx + dy * dy).squareRoot() >= behavior.swipeTypingStartDistance,
            let over = state.geometry.keyIndex(at: touch.location),
            over != state.geometry.keyIndex(at: active.startLocation),
            SwipeKeys.isLetterKey(state.geometry.keys[over])
        else { return false }
        state.touches[index].phase = .swiping
        return true
    }

    /// The finger drawing a stroke lifted at `touch`: the stroke is decoded, now or by the shell.
    mutating func finishStroke(_ active: ActiveTouch, at touch: TouchPoint) {
        var stroke = active.stroke ?? []
        Self.append(touch, to: &stroke)
        let request = SwipeRequest(
            id: state.swiping.requests.nextID(), stroke: stroke, keys: currentSwipeKeys(),
            language: state.languages.current, document: state.typing.document, letterCase: letterCase,
            elisions: engine.elisions(for: state))
        let awaited = AwaitedSwipe(
            request: request, liftedOnKey: state.geometry.keyIndex(at: touch.location), liftedAt: touch.time)
        typeSwipedWord(
            state.swiping.step(.strokeEnded(awaited), facts: SwipeState.Facts(engine: engine), effects: &effects))
    }

    /// A deferred answer: typed if it answers the stroke the engine waits for, dropped otherwise.
    mutating func swipeDecoded(_ response: SwipeResponse) {
        typeSwipedWord(
            state.swiping.step(.decoded(response), facts: SwipeState.Facts(engine: engine), effects: &effects))
    }

    /// Something happened before the decoder answered: the stroke is decoded now, so that its word
    /// comes before what follows it. The shell's answer, when it comes, is dropped.
    mutating func decodeAwaitedSwipeNow() {
        typeSwipedWord(state.swiping.step(.interrupted, facts: SwipeState.Facts(engine: engine), effects: &effects))
    }

    /// Types the best word of a decoded stroke and offers the others to the suggestion bar. When no
    /// word fits, the stroke was a slide after all, and the key it lifted on acts as a slide-off
    /// would.
    private mutating func typeSwipedWord(_ decoded: DecodedStroke?) {
        guard let decoded else { return }
        guard !decoded.candidates.isEmpty else {
            if let key = decoded.stroke.liftedOnKey, state.geometry.keys.indices.contains(key) {
                perform(key, at: decoded.stroke.liftedAt)
            }
            return
        }
        let shift = state.typing.shift
        let shape: CaseShape = shift == .capsLock ? .allCapitals : shift.isOn ? .capitalized : .asListed
        let words = decoded.candidates.map { shape.apply(to: $0.word, letterCase: letterCase) }
        let space = Self.needsSpace(after: state.typing.document.beforeInput) ? " " : ""
        apply([.insert(space + words[0])])
        record(.swipedWord(words[0]))
        offerToBar(word: words[0], alternatives: words.dropFirst().prefix(3).map { Suggestion(text: $0, kind: .swipe) })
        state.typing.step(.typed, facts: behavior, effects: &effects)
        letGoOfOneLetterShift()
    }

    /// Delete right after a swiped word removes the whole word. Returns whether it did.
    mutating func removeSwipedWord(_ word: String) -> Bool {
        guard state.typing.document.selectedText.isEmpty, state.typing.document.beforeInput.hasSuffix(word) else {
            return false
        }
        apply([.deleteBackward(count: BackwardDeletion.callCount(toRemove: word))])
        return true
    }

    /// Before `text` typed right after a swiped word: a letter or digit starts a new word after a
    /// space. Returns whether it did.
    mutating func spaceAfterSwipedWord(before text: String) -> Bool {
        guard let first = text.first, first.isLetter || first.isNumber else { return false }
        apply([.insert(" ")])
        return true
    }

    /// Whether a swiped word typed after `text` needs a space before it: after a word or closing
    /// punctuation, but not at the start, after a space, after an opening bracket or quote, or
    /// where a word goes on (`l’` and `qu'` of an elision, `well-`, `and/`, `@`, `#`).
    static func needsSpace(after text: String) -> Bool {
        guard let last = text.last, !last.isWhitespace, !"¿¡/@#".contains(last) else { return false }
        let before = text.dropLast().last
        if last.isApostrophe {
            // After a letter it joins the next word to it (`l’homme`); at the start or after a space
            // it opens a quote.
            return !(before.map { $0.isLetter || $0.isWhitespace } ?? true)
        }
        if last == "-" || last == "\u{2010}" {
            // After a letter a hyphen joins (`well-known`); after a space it is a dash.
            return before?.isWhitespace ?? false
        }
        if last == "\"" {
            // A straight double quote opens at the start of the text or after a space.
            return !(before?.isWhitespace ?? true)
        }
        let category = last.unicodeScalars.first?.properties.generalCategory
        return category != .openPunctuation && category != .initialPunctuation
    }

    /// Appends the sample of `touch` to `stroke`, skipping one that has not moved from the last;
    /// a stroke of many samples keeps every other one, so that a long scribble stays small.
    private static func append(_ touch: TouchPoint, to stroke: inout [SwipePoint]) {
        let point = SwipePoint(x: touch.location.x, y: touch.location.y, t: touch.time)
        if let last = stroke.last, last.x == point.x, last.y == point.y { return }
        if stroke.count >= maximumStrokeSamples {
            stroke = stroke.enumerated().compactMap { $0.offset.isMultiple(of: 2) ? $0.element : nil }
        }
        stroke.append(point)
    }

    /// The most samples a stroke keeps before it is thinned.
    static let maximumStrokeSamples = 1024
}

extension KeyboardEvent {
    /// Whether the event may change the text or the layout, so that a stroke still being decoded
    /// must be typed first.
    var comesAfterAwaitedSwipe: Bool {
        switch self {
        case .tick, .touchMoved, .swipeDecoded, .suggestionsComputed, .gifSearchCompleted: false
        default: true
        }
    }
}
