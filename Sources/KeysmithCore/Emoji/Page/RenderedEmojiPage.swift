/// The emoji page as drawn: only the emoji in view, already scrolled, so that drawing a frame costs
/// the same wherever the grid is. Frames are in the keys area's coordinates.
///
/// The page takes its fingers as touches (``KeyboardState/panelTakesTouches``): the engine scrolls
/// the grid, types the emoji and shows the skin tones, so a shell sends touches and ticks as it does
/// for keys, and ``PanelEvent/scrollEmojiPage(to:)`` for a scroll wheel.
public struct RenderedEmojiPage: Sendable, Hashable, Codable {
    /// The name of the category in view, over the grid.
    public var title: RenderedText
    /// The area the grid scrolls in; the cells are clipped to it.
    public var gridFrame: Rect
    /// The emoji at least partly in view, column by column.
    public var cells: [RenderedEmojiCell]
    /// How far the grid is scrolled, and how far it can be: for a shell's scroll indicator or
    /// scroll view.
    public var scrollOffset: Double
    public var maximumScrollOffset: Double
    /// The category tabs, the recent emoji first.
    public var categories: [RenderedEmojiCategory]
    /// ABC: back to the layout the page was opened from.
    public var lettersButton: RenderedText
    public var deleteButton: Rect
    /// The skin tones of the emoji held, when a long press shows them.
    public var tones: RenderedEmojiTones?
}

/// One emoji of the grid.
public struct RenderedEmojiCell: Sendable, Hashable, Codable {
    /// What is drawn and typed: the emoji in the skin tone the user chose for it.
    public var emoji: String
    public var frame: Rect
    /// What VoiceOver says: the emoji's name.
    public var accessibilityLabel: String
    /// The finger is on it.
    public var isPressed: Bool
}

/// A tab of the category bar.
public struct RenderedEmojiCategory: Sendable, Hashable, Codable {
    public var category: EmojiCategory
    /// The emoji drawn on the tab.
    public var icon: String
    public var frame: Rect
    /// The category in view.
    public var isSelected: Bool
    /// What VoiceOver says: the category's name.
    public var accessibilityLabel: String
}

/// An emoji's skin tones over the grid: the emoji without a tone first.
public struct RenderedEmojiTones: Sendable, Hashable, Codable {
    public var frame: Rect
    public var options: [RenderedText]
    /// The option under the finger; -1 for none.
    public var selected: Int
}

/// A part of the emoji page as assistive technology reads it: an emoji in view, a category tab, ABC
/// or delete. A shell makes each an element whose activation taps its frame's centre.
public struct EmojiPageAccessibilityItem: Sendable, Hashable {
    public var label: String
    /// Where it is, in the keys area: an emoji's cell cut to the grid.
    public var frame: Rect
    /// A category tab rather than a key.
    public var isTab: Bool
    /// The tab of the category in view.
    public var isSelected: Bool
}

extension RenderedEmojiPage {
    /// The page's parts in reading order: the emoji whose middle is in view, the tabs, ABC, delete.
    public var accessibilityItems: [EmojiPageAccessibilityItem] {
        var items: [EmojiPageAccessibilityItem] = cells.compactMap { cell in
            guard gridFrame.contains(cell.frame.center) else { return nil }
            return EmojiPageAccessibilityItem(
                label: cell.accessibilityLabel, frame: cell.frame, isTab: false, isSelected: false)
        }
        items += categories.map {
            EmojiPageAccessibilityItem(
                label: $0.accessibilityLabel, frame: $0.frame, isTab: true, isSelected: $0.isSelected)
        }
        items.append(
            EmojiPageAccessibilityItem(label: "Letters", frame: lettersButton.frame, isTab: false, isSelected: false))
        items.append(
            EmojiPageAccessibilityItem(
                label: KeyIcon.delete.spokenName, frame: deleteButton, isTab: false, isSelected: false))
        return items
    }
}
