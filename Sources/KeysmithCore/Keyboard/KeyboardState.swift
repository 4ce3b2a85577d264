/// Everything the keyboard remembers between events. A value: the engine takes one state and an
/// event and returns the next state with the effects for the shell.
public struct KeyboardState: Sendable, Equatable {
    /// The layout on screen (a file name of the set, without `~iPad`).
    public internal(set) var layoutName: String
    /// The identifier of the language being typed (one of ``KeyboardEngine/languages``); nil for a
    /// keyboard that names no language. The layout of ordinary text fields and the suggestions
    /// follow it.
    public internal(set) var language: String?
    public internal(set) var shift: ShiftState
    /// The engine's picture of the text around the cursor: what the host last reported, with the
    /// engine's own edits applied since. The engine never reads the document back.
    public internal(set) var document: TextContext
    public internal(set) var host: HostContext
    public internal(set) var deviceClass: DeviceClass
    /// The fingers on the keyboard, in the order they touched down.
    @_spi(Tooling) public internal(set) var touches: [ActiveTouch]
    /// A layout name the spacebar shows for a moment after the layout changed.
    @_spi(Tooling) public internal(set) var spacebarLabel: MomentaryLabel?
    /// The layout's key frames for this device and host. Derived from the layout, device and host;
    /// kept here so that a touch does not lay the keyboard out again.
    @_spi(Tooling) public internal(set) var geometry: KeyboardGeometry {
        didSet {
            letterKeys = nil
            swipeKeys = nil
        }
    }
    /// The user's settings: loaded by the shell and given to ``KeyboardEngine/initialState(host:deviceClass:document:layoutName:settings:primaryLanguage:)``,
    /// then changed by the themes and settings panels.
    public internal(set) var settings: KeyboardSettings
    /// The set's toolbar, resolved with the current theme's toolbar colours and the engine's
    /// ``URLPolicy``; nil when the set has no toolbar. Kept here so that a frame does not resolve it again.
    @_spi(Tooling) public internal(set) var toolbar: ResolvedToolbar?
    /// What the toolbar has open, if anything.
    var section: ToolbarSection?
    /// The message over the toolbar, such as why a link was not opened.
    var notice: ToolbarNotice?

    /// When shift was last tapped, for the double tap that locks it.
    var lastShiftTap: Double?
    /// Whether the last thing typed was a space from the spacebar, for the double-space period.
    var lastKeyWasSpace = false
    /// Whether a clear-all is still deleting text that the host had not shown yet.
    var clearAllTurnsLeft = 0
    /// The GIF searches asked, and the one the GIF panel waits for.
    var gifRequests = AwaitedRequests<NothingPending>()

    /// What the suggestion bar shows for the word being typed; ``SuggestionResult/empty`` when the
    /// engine has no ``SuggestionProvider``, no word is being typed, or the field allows no
    /// suggestions (see ``HostContext/allowsSuggestions``).
    var suggestions: SuggestionResult = .empty
    /// The words learned from the user, starting from the provider's; saved through
    /// ``KeyboardEffect/saveLearnedWords(_:)`` whenever they change.
    public internal(set) var learnedWords = LearnedWords()
    /// Where each character of the word before the cursor was tapped, in the keys area's points;
    /// cleared when a word ends, so that it matches the word only while the user types it.
    var wordTaps: [Point] = []
    /// The autocorrection just carried out, which a delete right after it undoes; nil once anything
    /// else changes the text.
    var lastAutocorrection: AppliedAutocorrection?
    /// The letter keys of ``geometry`` for corrections, made when first needed after the geometry changes.
    var letterKeys: LetterKeys?
    /// The ``SuggestionRequest``s made, and the one whose answer the suggestion bar waits for with
    /// ``SuggestionScheduling/deferred``; none is awaited when ``suggestions`` are those of the word
    /// before the cursor.
    var suggestionRequests = AwaitedRequests<NothingPending>()

    /// The letter keys of ``geometry`` for swipe typing, made when first needed after the geometry
    /// changes.
    var swipeKeys: SwipeKeys?
    /// The word the last stroke typed, while nothing else has changed the text: delete removes it
    /// whole, and a letter typed next starts a new word after a space.
    var swipedWord: String?
    /// The ``SwipeRequest``s made, and the stroke whose words the engine waits for with
    /// ``SuggestionScheduling/deferred``.
    var swipeRequests = AwaitedRequests<AwaitedSwipe>()
}

/// A stroke sent to be decoded, and what to do if it spells nothing.
struct AwaitedSwipe: Sendable, Hashable {
    /// The request, kept to decode it at once when something else happens first.
    var request: SwipeRequest
    /// The key the finger lifted on, typed as a slide-off would type it when no word fits.
    var liftedOnKey: Int?
    /// When the finger lifted.
    var liftedAt: Double
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

/// A text shown for a limited time.
@_spi(Tooling) public struct MomentaryLabel: Sendable, Hashable, Codable {
    var text: String
    /// When it disappears, on the events' clock.
    var until: Double
}

/// One finger on the keyboard and what it is doing.
@_spi(Tooling) public struct ActiveTouch: Sendable, Hashable {
    var id: Int
    var startLocation: Point
    var startTime: Double
    var location: Point
    /// The key under the finger: an index into `KeyboardState.geometry.keys`.
    var keyIndex: Int?
    public var phase: Phase
    /// The path the finger has drawn, while it may become a swiped word: kept for a finger that
    /// landed on a letter key when swipe typing is on, nil otherwise.
    var stroke: [SwipePoint]?

    public enum Phase: Sendable, Hashable {
        /// The key acts when the finger lifts (or when another finger lands: rollover).
        case pressing
        /// The key already acted; lifting the finger does nothing more.
        case done
        /// Shift, held: letters typed meanwhile are upper case, and lifting turns shift off.
        case holdingShift(typedWhileHeld: Bool)
        /// Delete or a cursor key, held: it has repeated `count` times, and repeats again
        /// `repeatDelay + count × repeatInterval` seconds after the press.
        case repeating(count: Int)
        /// The alternates panel is open; `selected` is the alternate under the finger.
        case alternates(panel: AlternatesPanel, selected: Int)
        /// The globe key's list of languages is open; `selected` is the row under the finger, nil
        /// while the finger is beside the list or still on the key.
        case languages(panel: AlternatesPanel, selected: Int?)
        /// The finger drags the cursor along the spacebar: `moved` characters so far from `originX`,
        /// toward the end of the text for a drag to the right unless the text at the cursor was
        /// right to left when the drag began (`rightToLeft`).
        case cursorDrag(originX: Double, moved: Int, rightToLeft: Bool)
        /// The finger draws a word across the letter keys (see ``ActiveTouch/stroke``); lifting it
        /// types the word.
        case swiping
    }
}
