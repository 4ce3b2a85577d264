/// One finger's position at a moment, in the keyboard's coordinates (points, origin top left).
public struct TouchPoint: Sendable, Hashable, Codable {
    /// Identifies the finger for as long as it touches the screen.
    @_spi(Tooling) public var id: Int
    @_spi(Tooling) public var location: Point
    /// Seconds on a monotonic clock; the engine never reads a clock of its own.
    @_spi(Tooling) public var time: Double

    public init(id: Int, location: Point, time: Double) {
        self.id = id
        self.location = location
        self.time = time
    }
}

/// Everything that can happen to the keyboard. Time enters only through events: each touch carries
/// its timestamp, and the shell sends `tick` while a touch is down (every frame, or at least every
/// 50 ms) so that long presses, key repeat and the spacebar's momentary label advance without a
/// timer inside the engine.
public enum KeyboardEvent: Sendable, Hashable {
    case touchBegan(TouchPoint)
    case touchMoved(TouchPoint)
    case touchEnded(TouchPoint)
    /// The system took the touch away (a gesture, an incoming call); nothing is typed.
    case touchCancelled(id: Int, time: Double)
    /// Time passed.
    case tick(time: Double)
    /// The keyboard appeared in a field, or the field's traits changed.
    case hostChanged(HostContext)
    /// The host changed the text or the selection (the user tapped in the field, the app edited
    /// it): the engine's picture of the document is replaced by this one.
    case documentChanged(TextContext)
    /// The keyboard's size class changed (rotation, iPad multitasking).
    case deviceChanged(DeviceClass)
    /// A tap on the toolbar slot or the More section.
    case toolbar(ToolbarEvent)
    /// A tap in the open panel.
    case panel(PanelEvent)
    /// The answer to a ``KeyboardEffect/searchGIFs(_:)``; ignored unless it answers the search the
    /// GIF panel is waiting for.
    case gifSearchCompleted(GIFSearchResponse)
    /// The answer to a ``KeyboardEffect/computeSuggestions(_:)``; ignored unless it answers the
    /// latest request, so an answer that comes after the word changed again never shows.
    case suggestionsComputed(SuggestionResponse)
    /// The answer to a ``KeyboardEffect/decodeSwipe(_:)``: the words a stroke spells. Ignored unless
    /// it answers the stroke the engine is waiting for.
    case swipeDecoded(SwipeResponse)
    /// The settings were changed outside the keyboard (in the container app) and loaded again.
    case settingsChanged(KeyboardSettings)
    /// The app set the shift state, as JACKeyboard's `capitalization` property allows: `.off`,
    /// `.once(automatic: false)` for shift, or `.capsLock`. Auto-capitalisation may turn shift on
    /// again at the next event that calls for it.
    case setShift(ShiftState)
    /// The user picked a language in the shell (a language picker outside the keyboard), by
    /// identifier or language code (see ``KeyboardLanguage``); ignored when the keyboard does not
    /// have it.
    case selectLanguage(String)
}
