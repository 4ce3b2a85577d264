/// The emoji page's bar in the toolbar slot: the search field, the emoji a search found to its
/// right, and a close button. Frames are in the slot's coordinates.
public struct RenderedEmojiSearchBar: Sendable, Hashable, Codable {
    /// The field: a tap starts a search, which the keys then type.
    public var field: Rect
    /// What was typed; empty before anything is.
    public var query: String
    /// What the empty field says.
    public var placeholder: String
    /// Whether the search is being typed (the keys are shown below).
    public var isSearching: Bool
    /// The emoji found, best first, each in its cell; a tap types it.
    public var results: [RenderedEmojiCell]
    /// Ends the search, or closes the page when no search is typed.
    public var closeButton: Rect

    /// The event for a tap at `point` (slot coordinates), or nil where nothing is.
    func event(at point: Point) -> KeyboardEvent? {
        if closeButton.contains(point) { return isSearching ? .panel(.endEmojiSearch) : .toolbar(.close) }
        if let result = results.first(where: { $0.frame.contains(point) }) {
            return .panel(.chooseEmojiSearchResult(result.emoji))
        }
        if field.contains(point), !isSearching { return .panel(.startEmojiSearch) }
        return nil
    }
}

extension KeyboardEngine {
    /// What the emoji page's empty search field says in the keyboard's language. CLDR has no label
    /// for it: "Search Emoji" in English, else the word the language titles the return key with in
    /// a search field (``KeyTitles``, iOS's words: "Rechercher", "Suchen"), capitalised; English
    /// where the language has no titles.
    func emojiSearchPlaceholder(for state: KeyboardState) -> String {
        let locale = state.languages.current ?? locale(of: state)
        let titles = KeyTitles.forLocale(locale)
        guard titles != .english else { return PanelLabels.searchEmoji }
        return LetterCase(locale: locale).capitalized(titles.title(for: .search))
    }

    /// The emoji page's bar in `area`: the field a third of the width while a search is typed (its
    /// results fill the rest), the whole width before.
    static func emojiSearchBar(_ search: EmojiSearch?, placeholder: String, in area: Rect) -> RenderedEmojiSearchBar {
        let closeSide = min(area.height, area.width)
        let close = Rect(x: area.maxX - closeSide, y: area.y, width: closeSide, height: area.height)
        let inset = 8.0
        let fieldHeight = min(36, max(0, area.height - 2 * inset))
        let fieldWidth = max(0, search == nil ? close.minX - area.x - inset : (area.width / 3).rounded())
        let field = Rect(
            x: area.x + inset, y: area.midY - fieldHeight / 2, width: max(0, fieldWidth - inset), height: fieldHeight)
        var results: [RenderedEmojiCell] = []
        if let search {
            let side = max(0, area.height - 2 * 4)
            var x = field.maxX + inset
            for emoji in search.results {
                guard x + side <= close.minX else { break }
                results.append(
                    RenderedEmojiCell(
                        emoji: emoji, frame: Rect(x: x, y: area.midY - side / 2, width: side, height: side),
                        accessibilityLabel: emoji, isPressed: false))
                x += side
            }
        }
        return RenderedEmojiSearchBar(
            field: field, query: search?.query ?? "", placeholder: placeholder,
            isSearching: search != nil, results: results, closeButton: close)
    }
}
