/// The timings and distances of the keyboard's gestures, and the user-facing typing rules.
/// `.standard` matches the system keyboard; tests and apps may change any of them.
public struct KeyboardBehavior: Sendable, Hashable, Codable {
    /// How long a key is held before its alternates (or the clear-all, the keyboard list, the
    /// spacebar cursor) appear. Seconds.
    var longPressDelay: Double
    /// How long delete and the cursor keys are held before they repeat.
    var repeatDelay: Double
    /// The time between two repeats.
    var repeatInterval: Double
    /// After delete has been held this long (from the press), each repeat deletes a whole word.
    var wordDeleteAfter: Double
    /// Two taps on shift within this interval turn on caps lock.
    var doubleTapInterval: Double
    /// How long the spacebar shows a newly selected layout's name.
    var spacebarLabelDuration: Double
    /// How far a finger moves along the spacebar before it drags the cursor. Points.
    var cursorDragThreshold: Double
    /// How far a finger moves to drag the cursor by one character.
    var cursorDragStep: Double
    /// A horizontal swipe this long (or longer) moves the cursor instead of typing.
    var swipeMinimumDistance: Double
    /// A swipe must be this quick; a slower slide types the key it ends on.
    var swipeMaximumDuration: Double
    /// With swipe typing on, how far a finger that landed on a letter key moves, in letter-key
    /// widths, before its stroke is a swiped word rather than a tap that may slide to a
    /// neighbouring key; it must also be over another letter key by then.
    var swipeTypingStartDistance: Double
    /// Typing a space twice after a word types ". ".
    var doubleSpaceTypesPeriod: Bool
    /// Shift turns on by itself where the field's autocapitalisation type asks for it.
    var autoCapitalization: Bool

    init(
        longPressDelay: Double = 0.5, repeatDelay: Double = 0.5, repeatInterval: Double = 0.1,
        wordDeleteAfter: Double = 3.0, doubleTapInterval: Double = 0.35, spacebarLabelDuration: Double = 1.0,
        cursorDragThreshold: Double = 10, cursorDragStep: Double = 9, swipeMinimumDistance: Double = 60,
        swipeMaximumDuration: Double = 0.35, swipeTypingStartDistance: Double = 1.0,
        doubleSpaceTypesPeriod: Bool = true, autoCapitalization: Bool = true
    ) {
        self.longPressDelay = longPressDelay
        self.repeatDelay = repeatDelay
        self.repeatInterval = repeatInterval
        self.wordDeleteAfter = wordDeleteAfter
        self.doubleTapInterval = doubleTapInterval
        self.spacebarLabelDuration = spacebarLabelDuration
        self.cursorDragThreshold = cursorDragThreshold
        self.cursorDragStep = cursorDragStep
        self.swipeMinimumDistance = swipeMinimumDistance
        self.swipeMaximumDuration = swipeMaximumDuration
        self.swipeTypingStartDistance = swipeTypingStartDistance
        self.doubleSpaceTypesPeriod = doubleSpaceTypesPeriod
        self.autoCapitalization = autoCapitalization
    }

    /// The system keyboard's behaviour.
    public static let standard = KeyboardBehavior()
}
