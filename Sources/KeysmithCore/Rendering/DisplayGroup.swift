/// Items drawn together. The clip is in the group's parent coordinates and applies before the
/// translation, so a scrolled panel stays inside its area; the opacity applies to the group as a
/// whole.
public struct DisplayGroup: Sendable, Hashable {
    /// What the group is, for a shell that names its parts (the SVG writer's classes).
    public var tag: DisplayTag?
    /// What assistive technology says for the group: a key's or a toolbar item's label.
    public var title: String?
    public var clip: Rect?
    public var translation: Point?
    /// From 0 (invisible) to 1; nil for 1.
    public var opacity: Double?
    public var children: [DisplayItem]

    public init(
        tag: DisplayTag? = nil, title: String? = nil, clip: Rect? = nil, translation: Point? = nil,
        opacity: Double? = nil,
        children: [DisplayItem]
    ) {
        self.tag = tag
        self.title = title
        self.clip = clip
        self.translation = translation
        self.opacity = opacity
        self.children = children
    }
}

/// What a group of display items is: a shell may name it (the SVG writer writes it as classes and
/// data attributes, which the browser preview and its tests select by), and draws it alike either way.
public enum DisplayTag: Sendable, Hashable {
    /// The keys area below the toolbar slot.
    case keysArea
    case key(row: Int, index: Int)
    case inputCallout
    case alternates
    /// The cross of a flick key's labels while a finger is down on it.
    case flickGuide
    /// The trail of a finger drawing a word (swipe typing).
    case swipeTrail
    case toolbar
    /// A toolbar button, by its kind's name (a button type, or `more`).
    case toolbarItem(kind: String)
    case suggestions
    /// A suggestion, by its kind (`typed`, `completion`, `correction`, `textReplacement`).
    case suggestion(kind: String)
    case socialBar
    case panelHeader
    case notice
    /// An open panel, by its name (`stickers`, `more`…).
    case panel(name: String)
    /// A note at the top of a panel, by its tone (`info`, `warning`).
    case note(tone: String)
    case themeOption
    case snippetSetting
    case toggle
    /// The settings panel's Reset Learned Words row, with its question and buttons while it asks.
    case learnedWordsReset
    case stickers
    case sticker
    case gif
    /// An emoji of the emoji page's grid; its title is the emoji's name.
    case emoji
    /// A tab of the emoji page's category bar, by its ``EmojiCategory`` raw value.
    case emojiCategory(name: String)
    /// The emoji page's `letters` (ABC) or `delete` button.
    case emojiButton(name: String)
    /// The skin tones of a held emoji.
    case emojiTones
    /// The emoji page's search field, its results and its close button, in the toolbar slot.
    case emojiSearch
    /// A control of the candidate bar or grid, by name: `expand` and `collapse` (the bar's toggle),
    /// `previousPage` and `nextPage` (the grid's page buttons).
    case candidateButton(name: String)
}
