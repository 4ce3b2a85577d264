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
