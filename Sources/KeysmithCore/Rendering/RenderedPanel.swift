import Foundation

/// A panel or the More section as drawn in place of the keys, every frame laid out.
///
/// Frames are in the panel's content coordinates: the keys area's, with the content starting at
/// its top. When `contentHeight` is taller than `frame`, the shell scrolls the content and adds the
/// scroll offset to a touch before asking ``event(at:)``.
public struct RenderedPanel: Sendable, Hashable, Codable {
    /// The panel's name: a `PanelKind.name`, or `more`.
    public var name: String
    /// The title in the toolbar slot's header.
    var title: String
    /// The area the panel covers: the keys area.
    public var frame: Rect
    /// How tall the content is; more than `frame.height` means it scrolls.
    public var contentHeight: Double
    /// A message at the top of the content: a hint, a confirmation, or why something did not happen.
    public var note: RenderedNote?
    public var content: Content

    init(name: String, title: String, frame: Rect, contentHeight: Double, note: RenderedNote?, content: Content) {
        self.name = name
        self.title = title
        self.frame = frame
        self.contentHeight = contentHeight
        self.note = note
        self.content = content
    }

    public enum Content: Sendable, Hashable, Codable {
        /// The More section's items, as tiles with their titles.
        case more([RenderedToolbarItem])
        case themes([RenderedThemeOption])
        case settings(RenderedSettings)
        case stickers(RenderedStickers)
        case gifs(RenderedGIFs)
        case quickReplies([RenderedQuickReply])
        case embeddedBrowser(RenderedBrowser)
        /// The emoji page, which takes its touches itself (see ``RenderedEmojiPage``).
        case emoji(RenderedEmojiPage)
        /// The candidate grid: a page of the composition's candidates.
        case candidates(RenderedCandidateGrid)
    }

    /// Whether the panel takes its fingers as touches, with ticks, as keys do (the emoji page, which
    /// scrolls and long-presses by itself), rather than as taps for ``event(at:)``.
    public var takesTouches: Bool {
        if case .emoji = content { return true }
        return false
    }

    /// The event for a tap at `point` (content coordinates), or nil where nothing is.
    public func event(at point: Point) -> KeyboardEvent? {
        switch content {
        case .candidates(let grid):
            return grid.event(at: point)
        case .more(let items):
            return items.firstIndex { $0.frame.contains(point) && $0.isEnabled }.map { .toolbar(.tapMoreItem($0)) }
        case .themes(let options):
            return options.first { $0.frame.contains(point) }.map { .panel(.chooseTheme($0.name)) }
        case .settings(let settings):
            for snippet in settings.snippets {
                if snippet.useSelectionButton.contains(point) {
                    return .panel(.useSelectionAsSnippetTemplate(snippet: snippet.name))
                }
                if let reset = snippet.resetButton, reset.contains(point) {
                    return .panel(.resetSnippetTemplate(snippet: snippet.name))
                }
            }
            if let toggle = settings.toggles.first(where: { $0.frame.contains(point) }) {
                return .panel(.setOption(toggle.option, !toggle.isOn))
            }
            guard let reset = settings.learnedWordsReset, reset.frame.contains(point) else { return nil }
            guard let confirmation = reset.confirmation else { return .panel(.askToResetLearnedWords) }
            if confirmation.resetButton.contains(point) { return .panel(.resetLearnedWords) }
            if confirmation.cancelButton.contains(point) { return .panel(.cancelResetOfLearnedWords) }
            // Between the buttons: the question stays.
            return nil
        case .stickers(let stickers):
            if let tab = stickers.tabs.first(where: { $0.frame.contains(point) }) {
                return .panel(.chooseStickerPack(tab.index))
            }
            return stickers.stickers.first { $0.frame.contains(point) }.map {
                .panel(.tapSticker(pack: $0.pack, sticker: $0.name))
            }
        case .gifs(let gifs):
            if let chip = gifs.queries.first(where: { $0.frame.contains(point) }) {
                return .panel(.searchGIFs(chip.query))
            }
            return gifs.results.first { $0.frame.contains(point) }.map { .panel(.tapGIF(id: $0.gif.id)) }
        case .quickReplies(let replies):
            return replies.first { $0.frame.contains(point) }.map { .panel(.insertQuickReply($0.index)) }
        case .embeddedBrowser(let browser):
            return browser.openButton.contains(point) ? .panel(.openPageInBrowser) : nil
        case .emoji:
            // The page takes its fingers as touches, never as taps.
            return nil
        }
    }
}

/// A panel's message as drawn.
public struct RenderedNote: Sendable, Hashable, Codable {
    public var text: String
    public var tone: PanelNote.Tone
    public var frame: Rect
}

/// A text and where it is drawn.
public struct RenderedText: Sendable, Hashable, Codable {
    public var text: String
    public var frame: Rect
}

/// One theme of the themes panel: a card with the theme's name and three colour swatches.
public struct RenderedThemeOption: Sendable, Hashable, Codable {
    public var name: String
    /// The card; a tap chooses the theme.
    public var frame: Rect
    public var nameFrame: Rect
    /// The keyboard's background, a letter key's background and the toolbar's tint, in the current
    /// colour scheme.
    public var swatches: [ThemeColor]
    public var swatchFrames: [Rect]
    /// The theme in use.
    public var isSelected: Bool
}

/// The settings panel: the user-editable snippets, then the on/off options, then Reset Learned
/// Words.
public struct RenderedSettings: Sendable, Hashable, Codable {
    /// "Tags" above the snippets (when there are any) and "Keyboard" above the options.
    public var headings: [RenderedText]
    public var snippets: [RenderedSnippetSetting]
    public var toggles: [RenderedToggle]
    /// The row that forgets what the keyboard learned; only on a keyboard that learns.
    public var learnedWordsReset: RenderedLearnedWordsReset?
}

/// The settings panel's Reset Learned Words row. A tap on the row asks for confirmation, which
/// the row then shows: a line under its title, and a Cancel and a Reset button.
public struct RenderedLearnedWordsReset: Sendable, Hashable, Codable {
    public var title: String
    public var frame: Rect
    public var titleFrame: Rect
    /// The question and its buttons while the panel asks; nil before the row is tapped.
    public var confirmation: Confirmation?

    /// What the row shows while it asks whether to forget the learned words.
    public struct Confirmation: Sendable, Hashable, Codable {
        /// What a reset does, under the row's title.
        public var message: String
        public var messageFrame: Rect
        /// Keeps the learned words.
        public var cancelButton: Rect
        /// Forgets them.
        public var resetButton: Rect
    }

    /// The row's title.
    static let title = "Reset Learned Words"
    /// What the row says while it asks whether to go on.
    static let message = "Forget every word learned from your typing?"
}

/// One user-editable snippet in the settings panel.
public struct RenderedSnippetSetting: Sendable, Hashable, Codable {
    /// The snippet's name, which events use.
    var name: String
    /// Its key's label.
    public var title: String
    /// The template the key inserts now, as written.
    public var template: String
    /// Whether the user replaced the file's template.
    var isCustomized: Bool
    public var frame: Rect
    public var titleFrame: Rect
    public var templateFrame: Rect
    /// Takes the field's selection as the new template.
    public var useSelectionButton: Rect
    /// Goes back to the file's template; only when customised.
    public var resetButton: Rect?
}

/// One on/off option in the settings panel; a tap anywhere on the row flips it.
public struct RenderedToggle: Sendable, Hashable, Codable {
    var option: KeyboardOption
    public var title: String
    /// A line under the title, such as why the option has no effect now.
    public var detail: String?
    public var isOn: Bool
    public var frame: Rect
    public var titleFrame: Rect
    public var detailFrame: Rect?
    /// Where the switch is drawn.
    public var switchFrame: Rect
}

/// A tab, such as a sticker pack's.
public struct RenderedTab: Sendable, Hashable, Codable {
    /// The pack's index in ``StickerCatalog/packs``.
    var index: Int
    public var title: String
    public var frame: Rect
    public var isSelected: Bool
}

/// The stickers panel: one tab per pack, and the selected pack's stickers.
public struct RenderedStickers: Sendable, Hashable, Codable {
    public var tabs: [RenderedTab]
    public var stickers: [RenderedSticker]
    /// False without full access: the stickers are drawn dimmed, and tapping one copies nothing.
    public var isEnabled: Bool
}

/// One sticker: an image asset, drawn in `imageFrame`.
public struct RenderedSticker: Sendable, Hashable, Codable {
    @_spi(Tooling) public var pack: String
    public var name: String
    public var image: String
    @_spi(Tooling) public var accessibilityLabel: String
    public var frame: Rect
    public var imageFrame: Rect
}

/// The GIF panel: the searches on offer, and the results of the current one.
public struct RenderedGIFs: Sendable, Hashable, Codable {
    public var queries: [RenderedQueryChip]
    public var results: [RenderedGIF]
    /// A search is under way.
    @_spi(Tooling) public var isSearching: Bool
}

/// A search the GIF panel offers.
public struct RenderedQueryChip: Sendable, Hashable, Codable {
    public var title: String
    /// What is searched; "" for trending.
    var query: String
    public var frame: Rect
    /// The search shown now.
    public var isSelected: Bool
}

/// One GIF of the results, its preview drawn in `frame`.
public struct RenderedGIF: Sendable, Hashable, Codable {
    public var gif: GIF
    public var frame: Rect
}

/// One quick reply: a row showing its label; a tap inserts its text.
public struct RenderedQuickReply: Sendable, Hashable, Codable {
    /// The reply's index in ``QuickReplyCatalog/replies``.
    var index: Int
    public var label: String
    public var frame: Rect
}

/// The embedded browser: the page's address above the page. The iOS shell shows a web view in
/// `pageFrame`; the preview draws the address.
public struct RenderedBrowser: Sendable, Hashable, Codable {
    public var url: URL
    public var addressFrame: Rect
    /// Opens the page in the browser instead.
    public var openButton: Rect
    public var pageFrame: Rect
}
