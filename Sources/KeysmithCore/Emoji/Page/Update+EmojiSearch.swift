import Foundation

/// The emoji page's search: while the search field is in use, the keys of the layout the page came
/// from type into it instead of the document, and the emoji found are shown above them.
extension Update {
    /// The search, while the emoji page's search field is in use.
    var emojiSearch: EmojiSearch? {
        guard case .emoji(let page)? = state.toolbarState.openPanel?.content else { return nil }
        return page.search
    }

    /// What a key does while the search is typed: a character or a space goes into the query, return
    /// ends the search. False for the keys that act as usual (shift, the layout switches, the globe).
    mutating func performInEmojiSearch(_ key: Key) -> Bool {
        guard var search = emojiSearch else { return false }
        switch key.type {
        case .textEntry:
            guard let text = typedText(for: key) else { return true }
            search.query += text
        case .spacebar:
            search.query += key.inputText ?? " "
        case .return, .newline:
            setEmojiSearch(nil)
            return true
        default:
            return false
        }
        state.typing.step(.typedElsewhere, facts: behavior, effects: &effects)
        setEmojiSearch(search)
        return true
    }

    /// Delete while the search is typed takes the query's last character; false when no search is.
    mutating func deleteInEmojiSearch() -> Bool {
        guard var search = emojiSearch else { return false }
        playFeedback(.delete)
        if !search.query.isEmpty { search.query.removeLast() }
        setEmojiSearch(search)
        return true
    }

    /// Stores the search (nil ends it), with the emoji found for its query: those of the catalog's
    /// search in the keyboard's language (by match, then the recent emoji first, then the engine's
    /// ``KeyboardEngine/emojiPopularity``), in the skin tone
    /// the user chose for each, and only those the host's system draws.
    private mutating func setEmojiSearch(_ search: EmojiSearch?) {
        guard var panel = state.toolbarState.openPanel, case .emoji(var page) = panel.content else {
            return
        }
        var search = search
        if let query = search?.query {
            search?.results = emojiSearchResults(for: query)
        }
        page.search = search
        panel.content = .emoji(page)
        state.toolbarState.openPanel = panel
    }

    private func emojiSearchResults(for query: String) -> [String] {
        let content = engine.emojiPageContent(for: state.host)
        guard let catalog = content.catalog, !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        var uses: [String: Int] = [:]
        for recent in state.settings.recentEmoji {
            guard let base = catalog.emoji(for: recent.emoji)?.characters else { continue }
            uses[base, default: 0] += Int((recent.score * 1_000).rounded())
        }
        let language = state.languages.current ?? engine.locale(of: state) ?? "en"
        let found = catalog.search(
            query, language: language, limit: Self.emojiSearchLimit, availableIn: state.host.emojiVersion,
            usage: uses.isEmpty ? nil : { uses[$0.characters] ?? 0 }, popularity: engine.emojiPopularity)
        return found.map { result in
            let base = result.emoji.characters
            guard let chosen = state.settings.emojiSkinTones[base],
                result.emoji.toneVariants.contains(where: { $0.characters == chosen })
            else { return base }
            return chosen
        }
    }

    /// How many emoji a search shows at most.
    static var emojiSearchLimit: Int { 40 }
}
