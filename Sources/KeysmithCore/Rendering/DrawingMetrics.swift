/// Every size the display list is drawn with, in points, in one place. Where the iOS shell and the
/// picture once chose differently, the value is the system keyboard's.
public enum DrawingMetrics {
    /// How far a finger may slide between down and up and still tap the toolbar slot or a panel
    /// (beyond it, the finger scrolls the panel), in every shell.
    public static let tapSlop: Double = 8

    /// Whether a finger that went down at `start` and is now at `end` is still a tap (within
    /// ``tapSlop`` along each axis) rather than a drag that scrolls.
    public static func isTap(from start: Point, to end: Point) -> Bool {
        abs(end.x - start.x) <= tapSlop && abs(end.y - start.y) <= tapSlop
    }

    // MARK: Keys

    /// A label of one character, when neither the layout nor the theme sizes it: the system
    /// keyboard's letters are about 22 points.
    static let letterFontSize: Double = 22
    /// A longer label ("return", "space", "123").
    static let wordFontSize: Double = 16
    /// The space kept free at each side of a key's label.
    static let labelMargin: Double = 3
    /// The smallest size a label is shrunk to, anywhere: smaller is not readable on a phone.
    static let minimumFontSize: Double = 9
    /// The shadow under a key, this far below it.
    static let keyShadowOffset: Double = 1
    /// A key icon's side, as a share of the key's shorter side.
    static let keyIconScale: Double = 0.5
    /// A key image's side, as a share of the key's shorter side.
    static let keyImageScale: Double = 0.6
    /// The size of an image's name, drawn on a key whose image is missing.
    static let missingImageFontSize: Double = 10
    /// The iPad home-row bump on F and J: its size and how far its top sits above the key's bottom.
    static let homeRowBump = Size(width: 10, height: 2)
    static let homeRowBumpRise: Double = 6

    // MARK: Callouts

    /// The enlarged letter in the input callout, as on the system keyboard; smaller in a bubble too
    /// short for it.
    static let calloutFontSize: Double = 34
    /// The callout's letter at most this share of the bubble's height.
    static let calloutFontShare: Double = 0.7
    /// A letter of the alternates panel.
    static let alternatesFontSize: Double = 24
    /// The alternates' letter at most this share of a cell's height.
    static let alternatesFontShare: Double = 0.55
    /// The selected alternate's highlight, inset from its cell.
    static let alternatesSelectionInset: Double = 2

    // MARK: Toolbar slot

    /// A toolbar item's title (in the More section).
    static let toolbarTitleFontSize: Double = 11
    /// A suggestion's title.
    static let suggestionFontSize: Double = 16
    /// Space at each side of a suggestion's title.
    static let suggestionInset: Double = 6
    /// The separator between suggestions leaves this share of the slot's height free at each end.
    static let suggestionSeparatorInset: Double = 0.25
    /// The highlight behind the autocorrection: its horizontal inset, its vertical inset as a share of
    /// the slot's height, and its corner radius.
    static let autocorrectionInset: Double = 4
    static let autocorrectionVerticalInset: Double = 0.15
    static let autocorrectionRadius: Double = 6
    /// The chevron of the candidate bar's toggle and the grid's page buttons: its half-width as a
    /// share of its button's shorter side, and its stroke.
    static let chevronShare: Double = 0.18
    static let chevronStroke: Double = 2
    /// An open panel's title in the header.
    static let headerFontSize: Double = 17
    /// The close button's disc: its radius as a share of the button's shorter side, its opacity, and
    /// the cross's half-width as a share of the radius.
    static let closeRadiusShare: Double = 0.28
    static let closeBackgroundOpacity: Double = 0.18
    static let closeCrossShare: Double = 0.42
    /// How opaque a toolbar item that does nothing is.
    static let disabledOpacity: Double = 0.35
    /// How opaque the separators between suggestions are.
    static let separatorOpacity: Double = 0.3

    // MARK: Notes and notices

    static let noteFontSize: Double = 12
    static let noteRadius: Double = 8
    static let noteInset = Size(width: 10, height: 2)
    /// Lines of wrapped text are this many times their font size apart.
    static let lineSpacing: Double = 1.25

    // MARK: Panels

    /// Cards are rounded this much more than keys.
    static let cardExtraRadius: Double = 3
    /// The outline of the selected theme's card.
    static let selectedCardStroke: Double = 2
    static let rowFontSize: Double = 15
    static let detailFontSize: Double = 11
    static let headingFontSize: Double = 12
    static let headingInset: Double = 10
    static let templateFontSize: Double = 12
    static let quickReplyInset: Double = 12
    static let buttonFontSize: Double = 13
    /// Space at each side of a button's title.
    static let buttonTitleInset: Double = 6
    static let swatchStroke: Double = 1
    /// The check mark of the selected theme: its box's side and its distance from the card's edge.
    static let checkMarkSide: Double = 20
    static let checkMarkInset: Double = 10
    static let checkMarkWidth: Double = 2.4
    /// The width of a swipe-typing trail.
    static let swipeTrailWidth: Double = 6
    /// How opaque a swipe-typing trail is.
    static let swipeTrailOpacity = 0.75
    /// A switch's knob is this much smaller than its track, all round.
    static let switchKnobInset: Double = 2
    static let switchKnobStroke: Double = 0.5
    static let stickerNameFontSize: Double = 12
    /// How opaque the stickers are without full access (tapping one copies nothing).
    static let disabledStickersOpacity: Double = 0.4
    static let searchingFontSize: Double = 14
    static let searchingGap: Double = 8
    static let searchingHeight: Double = 30
    /// A GIF's card: its icon (its top this far above the card's middle) over its title (its line's
    /// top this far below the middle, with room at each side).
    static let gifIconSide: Double = 24
    static let gifIconRise: Double = 20
    static let gifTitleFontSize: Double = 12
    static let gifTitleHeight: Double = 20
    static let gifTitleDrop: Double = 4
    static let gifTitleInset: Double = 4
    static let addressFontSize: Double = 13
    static let addressInset: Double = 10
    static let pageFontSize: Double = 13

    // MARK: Emoji page

    /// An emoji's size, as a share of its cell's height.
    static let emojiFontShare: Double = 0.78
    /// The pressed emoji's and the selected tab's background: the toolbar's text colour at this opacity.
    static let emojiHighlightOpacity: Double = 0.18
    /// The space around a category tab's circle.
    static let emojiTabInset: Double = 2
    /// A tab's emoji, as a share of its circle.
    static let emojiTabFontShare: Double = 0.8
    /// The space between the search field's edge and its text.
    static let emojiSearchInset: Double = 12
    /// The tabs of the categories not in view are drawn faded.
    static let emojiTabOpacity: Double = 0.55
}
