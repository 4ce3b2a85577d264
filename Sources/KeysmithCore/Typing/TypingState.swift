/// The typing feature's slice of the state: the text around the cursor as the engine pictures it,
/// the shift key, and what the last keys typed.
///
/// Its steps are the `Update` extensions of `Typing/` (keys that type, case, editing, the host's
/// document reports); it emits ``KeyboardEffect/edit(_:)``, ``KeyboardEffect/returnKeyAction`` and the
/// keys' ``KeyboardEffect/feedback(_:_:)``.
struct TypingState: Sendable {
    /// What the host last reported around the cursor, with the engine's own edits applied since.
    ///
    /// It changes only through ``replaceDocument(with:)`` and ``applyToDocument(_:)``, which count
    /// the changes in ``documentRevision``.
    private(set) var document: TextContext
    /// How many times ``document`` changed: an event that leaves it the same leaves the document
    /// unchanged, so the engine tells whether an event changed the text without keeping the text it
    /// started with (which would make every keystroke copy it). It is bookkeeping, not part of the
    /// state's value: two states that differ only in it are equal.
    private(set) var documentRevision = 0
    var shift: ShiftState = .off
    /// When shift was last tapped, for the double tap that locks it.
    var lastShiftTap: Double?
    /// Whether the last thing typed was a space from the spacebar, for the double-space period.
    var lastKeyWasSpace = false
    /// Whether a clear-all is still deleting text that the host had not shown yet.
    var clearAllTurnsLeft = 0

    init(document: TextContext, shift: ShiftState = .off) {
        self.document = document
        self.shift = shift
    }

    /// Puts `document` in place of the document, when it differs.
    mutating func replaceDocument(with document: TextContext) {
        guard document != self.document else { return }
        self.document = document
        documentRevision &+= 1
    }

    /// Applies `edits` to the document in place (see `TextContext.apply(_:)`).
    mutating func applyToDocument(_ edits: [TextEdit]) {
        if document.apply(edits) { documentRevision &+= 1 }
    }
}

extension TypingState: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.document == rhs.document && lhs.shift == rhs.shift && lhs.lastShiftTap == rhs.lastShiftTap
            && lhs.lastKeyWasSpace == rhs.lastKeyWasSpace && lhs.clearAllTurnsLeft == rhs.clearAllTurnsLeft
    }
}

extension TypingState: KeyboardFeature {
    /// What the typing feature's slice reacts to: the shift key, and what the other features type.
    enum Event {
        /// Shift set from outside the keyboard, by the app.
        case set(ShiftState)
        /// A tap on shift at `time`: on, off, or locked by a second tap within the behaviour's
        /// double-tap interval.
        case tapped(at: Double)
        /// Another layout came on screen: shift goes off, unless locked.
        case layoutChanged
        /// A shift held as a modifier lifted; `typedWhileHeld` when letters were typed meanwhile,
        /// which then were its job.
        case released(typedWhileHeld: Bool)
        /// A key was pressed: a clear-all still waiting for the host's next report ends.
        case keyPressed
        /// Something other than a space was typed: a second space no longer types a period.
        case typed
        /// Text went in as one piece, such as an emoji or a quick reply: it is not a space, and a
        /// shift for one letter lets go.
        case inserted
        /// A letter went elsewhere than the document, into the emoji page's search: a shift for one
        /// letter lets go.
        case typedElsewhere
        /// A word was ended with a space, as accepting a suggestion does: a second space types a
        /// period, and a shift the user set for one letter lets go.
        case spaced
    }

    /// What the typing feature reads of the rest of the keyboard: the behaviour, for the interval
    /// of a double tap on shift.
    typealias Facts = KeyboardBehavior

    /// Returns whether shift went off by itself, so that auto-capitalisation looks again.
    @discardableResult
    mutating func step(_ event: Event, facts: Facts, effects: inout [KeyboardEffect]) -> Bool {
        switch event {
        case .set(let shift):
            self.shift = shift
            return false
        case .tapped(let time):
            let isDoubleTap = lastShiftTap.map { time - $0 <= facts.doubleTapInterval } ?? false
            switch shift {
            case .capsLock: shift = .off
            case .once where isDoubleTap: shift = .capsLock
            case .once: shift = .off
            case .off: shift = isDoubleTap ? .capsLock : .once(automatic: false)
            }
            lastShiftTap = isDoubleTap ? nil : time
            return false
        case .layoutChanged:
            if shift != .capsLock { shift = .off }
            return false
        case .released(let typedWhileHeld):
            guard typedWhileHeld, shift != .capsLock else { return false }
            shift = .off
            return true
        case .keyPressed:
            clearAllTurnsLeft = 0
        case .typed:
            lastKeyWasSpace = false
        case .inserted:
            lastKeyWasSpace = false
            if case .once = shift { shift = .off }
        case .typedElsewhere:
            if case .once = shift { shift = .off }
        case .spaced:
            lastKeyWasSpace = true
            if shift == .once(automatic: false) { shift = .off }
        }
        return false
    }
}

/// The state of the shift key.
public enum ShiftState: Sendable, Hashable, Codable {
    case off
    /// Shift applies to the next letter. `automatic` when the keyboard turned it on itself
    /// (auto-capitalisation), so that it can also turn it off again.
    case once(automatic: Bool)
    /// Every letter is upper case until shift is tapped again.
    case capsLock

    var isOn: Bool { self != .off }
}
