/// What the emoji page remembers while it is open: how far its grid is scrolled and what the finger
/// on it is doing. The layout it came from stays the state's ``KeyboardState/layoutName``, which the
/// ABC key goes back to.
///
/// The emoji page feature's slice: it lives in the open panel, which the toolbar hosts
/// (``ToolbarState/openPanel``). Its step (`EmojiPageState+Feature.swift`) takes the fingers on the
/// grid and the ticks; `Update+EmojiSearch.swift` takes its ``PanelEvent``s and the keys typed into
/// its search. It emits the ``KeyboardEffect/edit(_:)`` of an emoji typed or
/// deleted, the ``KeyboardEffect/saveSettings(_:)`` of the recent emoji and the skin tones, and the
/// keys' ``KeyboardEffect/feedback(_:_:)``.
struct EmojiPageState: Sendable, Hashable {
    /// The recent emoji as they were when the page opened: what is typed meanwhile shows the next
    /// time, so that the grid never moves under the finger.
    var recents: [String] = []
    /// How far the grid is scrolled toward its end, in points; the category bar follows it.
    var scrollOffset: Double = 0
    /// The finger on the page. One at a time: a second finger takes over from the first.
    var touch: EmojiPageTouch?
    /// The search typed with the keyboard's own letters, while the search field is in use: the
    /// letters are shown in place of the grid then.
    var search: EmojiSearch?
}

/// A search of the emoji page: what was typed, and the emoji found for it.
struct EmojiSearch: Sendable, Hashable {
    var query = ""
    /// The emoji found, best first, in the skin tone the user chose for each.
    var results: [String] = []
}

/// A finger on the emoji page.
struct EmojiPageTouch: Sendable, Hashable {
    var id: Int
    var start: Point
    var startTime: Double
    /// The grid's scroll offset when the finger landed: a drag scrolls from it.
    var startOffset: Double
    /// What the finger landed on.
    var target: EmojiPageTarget
    var phase: Phase

    enum Phase: Sendable, Hashable {
        /// On its target; lifting acts on it, holding an emoji that takes a skin tone shows the tones.
        case pressing
        /// The finger moved further than a tap: the grid follows it, and lifting types nothing.
        case scrolling
        /// The skin tones of an emoji are shown; lifting on one types it and remembers it.
        case tones(EmojiTonePicker)
        /// Delete, held: it has repeated `count` times.
        case repeating(count: Int)
    }
}

/// What a finger on the emoji page landed on.
enum EmojiPageTarget: Sendable, Hashable {
    /// An emoji of the grid.
    case emoji(EmojiGridPosition)
    /// The grid between emoji: a drag there scrolls, a tap does nothing.
    case grid
    case category(EmojiCategory)
    /// ABC: back to the layout the page was opened from.
    case letters
    case delete
    case nothing
}

/// An emoji's place in the grid: its section (the recents, then Unicode's groups) and its index there.
struct EmojiGridPosition: Sendable, Hashable {
    var section: Int
    var index: Int
}

/// The skin tones of one emoji, shown over the grid after a long press.
struct EmojiTonePicker: Sendable, Hashable {
    /// The emoji without a tone, which the choice is remembered for.
    var emoji: String
    /// The emoji without a tone, then its forms with a tone.
    var options: [String]
    /// One frame per option, in the keys area's coordinates.
    var frames: [Rect]
    /// The panel behind the options.
    var frame: Rect
    /// The option under the finger; nil while the finger is beside them.
    var selected: Int?

    /// The option at `point`, or nil.
    func option(at point: Point) -> Int? {
        frames.firstIndex { $0.contains(point) }
    }
}
