/// A tap inside an open panel, found by a shell with ``RenderedPanel/event(at:)``, or an action a
/// shell with its own controls sends directly (such as a template typed in the container app).
public enum PanelEvent: Sendable, Hashable {
    // Themes
    /// Use the theme of this name from now on; saved at once.
    case chooseTheme(String)

    // Settings
    /// Replace the template of the user-editable snippet `snippet` with `text`. A template with a
    /// ``SnippetTemplate/userEditProblems`` entry is refused and the panel says why.
    case setSnippetTemplate(snippet: String, text: String)
    /// Replace the snippet's template with the text selected in the field: the way to write a new
    /// tag from the keyboard itself, which cannot type into its own panel.
    case useSelectionAsSnippetTemplate(snippet: String)
    /// Go back to the file's template for the snippet.
    case resetSnippetTemplate(snippet: String)
    /// Turn an option on or off.
    case setOption(KeyboardOption, Bool)
    /// Ask whether to forget what the keyboard learned: a tap on Reset Learned Words, which the
    /// panel answers with a Reset and a Cancel button.
    case askToResetLearnedWords
    /// Forget every learned word, phrase and pinyin choice, and save the empty list: the panel's
    /// Reset button, or a shell's own control (after a confirmation of its own) while the settings
    /// panel is open.
    case resetLearnedWords
    /// Keep the learned words: the panel's Cancel button.
    case cancelResetOfLearnedWords

    // Stickers
    /// Show the pack at this index of `StickerCatalog.packs`.
    case chooseStickerPack(Int)
    /// Copy the sticker `sticker` of the pack `pack` to the pasteboard.
    case tapSticker(pack: String, sticker: String)

    // GIFs
    /// Search for GIFs; "" asks for the trending ones.
    case searchGIFs(String)
    /// Copy the GIF with this identifier, from the results shown, to the pasteboard.
    case tapGIF(id: String)

    // Quick replies
    /// Insert the reply at this index of `QuickReplyCatalog.replies` and go back to the keys.
    case insertQuickReply(Int)

    // Emoji
    /// Scroll the emoji page's grid to `offset` points from its start (kept within the grid): a
    /// shell's scroll wheel or scroll view. Dragging a finger on the grid scrolls it through touches.
    case scrollEmojiPage(to: Double)
    /// Scroll the emoji page to the start of a category, as a tap on its tab does.
    case showEmojiCategory(EmojiCategory)
    /// Start a search of the emoji page: the keys come back to type it, under the search field and
    /// its results (a tap on the search field).
    case startEmojiSearch
    /// Type an emoji the search found (a tap on a result); the search goes on.
    case chooseEmojiSearchResult(String)
    /// Back from the search to the emoji page's grid.
    case endEmojiSearch

    // Embedded browser
    /// Open the embedded browser's page in the browser instead.
    case openPageInBrowser
}
