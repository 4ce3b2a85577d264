/// One key of a laid-out keyboard: the key as the file describes it, where it is drawn, and the
/// area that receives its touches.
@_spi(Tooling) public struct LaidOutKey: Sendable, Hashable, Codable {
    /// The row, counted from 0 at the top, as in the layout file.
    var rowIndex: Int
    /// The position in the row, counted from 0 at the left, as in the layout file (hidden keys count).
    var keyIndex: Int
    /// The key as the layout describes it.
    public var key: Key
    /// The label for the keyboard's situation: `textIfMultipleKeyboards` when the globe key is
    /// shown and the key has one, `text` otherwise.
    public var text: String?
    /// Where the key is drawn: its cell inset by the key insets. Empty when the key is hidden.
    public var frame: Rect
    /// The key's cell, the gaps around the drawn frame included. The cells of a row's keys touch
    /// each other and together fill the row. Empty when the key is hidden.
    var touchFrame: Rect
    /// Whether the key takes space in its row: its width for the keyboard's situation is above 0.
    var isShown: Bool
    /// Whether the key carries the home-row mark: only on an iPad, and only if the layout asks for it.
    var hasHomerowIndicator: Bool

    init(
        rowIndex: Int, keyIndex: Int, key: Key, text: String?, frame: Rect, touchFrame: Rect, isShown: Bool,
        hasHomerowIndicator: Bool
    ) {
        self.rowIndex = rowIndex
        self.keyIndex = keyIndex
        self.key = key
        self.text = text
        self.frame = frame
        self.touchFrame = touchFrame
        self.isShown = isShown
        self.hasHomerowIndicator = hasHomerowIndicator
    }

    /// Whether the key is a `blankSpace` key: space in the row that is neither drawn nor touched.
    var isBlankSpace: Bool { key.style == .blankSpace }

    /// Whether touches can land on this key: it is shown and is not blank space.
    public var isTouchable: Bool { isShown && !isBlankSpace }
}
