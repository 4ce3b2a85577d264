import Foundation

/// The panels: themes, settings, stickers, GIFs, quick replies and the embedded browser.
extension Update {
    mutating func openPanel(_ kind: PanelKind, title: String) {
        let content: OpenPanel.Content
        switch kind {
        case .themes: content = .themes
        case .settings: content = .settings(isConfirmingReset: false)
        case .stickers: content = .stickers(selectedPack: 0)
        case .gifs: content = .gifs(GIFSearchState())
        case .quickReplies: content = .quickReplies
        case .embeddedBrowser(let url): content = .embeddedBrowser(url)
        case .emoji: content = .emoji(EmojiPageState(recents: state.settings.recentEmoji.map(\.emoji)))
        }
        show(.panel(OpenPanel(title: title, content: content)))
        if kind == .gifs { searchGIFsIfWaiting() }
    }

    mutating func panelEvent(_ event: PanelEvent) {
        state.toolbarState.step(.touched, effects: &effects)
        guard var panel = state.toolbarState.openPanel else { return }
        panel.note = nil
        // The settings panel's question goes with the next tap, as a note does.
        if case .settings = panel.content { panel.content = .settings(isConfirmingReset: false) }
        switch (event, panel.content) {
        case (.chooseTheme(let name), .themes):
            chooseTheme(name)
        case (.setSnippetTemplate(let name, let text), .settings):
            panel.note = setSnippetTemplate(name, to: text)
        case (.useSelectionAsSnippetTemplate(let name), .settings):
            let selection = state.typing.document.selectedText
            panel.note =
                selection.isEmpty
                ? PanelNote(
                    "Select the new text for “\(snippetLabel(name))” in the field, then tap Use Selection.",
                    tone: .warning)
                : setSnippetTemplate(name, to: selection)
        case (.resetSnippetTemplate(let name), .settings):
            panel.note = resetSnippetTemplate(name)
        case (.setOption(let option, let isOn), .settings):
            setOption(option, isOn)
        case (.askToResetLearnedWords, .settings):
            guard engine.offersLearnedWordsReset(in: state) else { return }
            panel.content = .settings(isConfirmingReset: true)
        case (.resetLearnedWords, .settings):
            panel.note = resetLearnedWords()
        case (.cancelResetOfLearnedWords, .settings):
            break
        case (.chooseStickerPack(let index), .stickers):
            guard engine.configuration.stickers?.packs.indices.contains(index) == true else { return }
            panel.content = .stickers(selectedPack: index)
        case (.tapSticker(let packName, let stickerName), .stickers):
            guard
                let sticker = engine.configuration.stickers?.pack(named: packName)?.stickers.first(where: {
                    $0.name == stickerName
                })
            else { return }
            // Without full access the pasteboard is out of reach; the panel already says so.
            guard state.host.hasFullAccess else { break }
            effects.append(.copyImageToPasteboard(sticker.image))
            panel.note = PanelNote(
                "Copied “\(sticker.accessibilityLabel ?? sticker.name)”. Paste it into your message.")
        case (.searchGIFs(let query), .gifs(var search)):
            search.query = query
            search.phase = .idle
            state.panels.step(.queryChanged, effects: &effects)
            panel.content = .gifs(search)
            state.toolbarState.openPanel = panel
            searchGIFsIfWaiting()
            return
        case (.tapGIF(let id), .gifs(let search)):
            guard case .results(let gifs) = search.phase, let gif = gifs.first(where: { $0.id == id }) else { return }
            guard state.host.hasFullAccess else { break }
            effects.append(.copyGIFToPasteboard(gif))
            panel.note = PanelNote("Copied “\(gif.title)”. Paste it into your message.")
        case (.insertQuickReply(let index), .quickReplies):
            guard let replies = engine.configuration.quickReplies?.replies, replies.indices.contains(index) else {
                return
            }
            insertQuickReply(replies[index].text)
            return
        case (.openPageInBrowser, .embeddedBrowser(let url)):
            effects.append(.openURL(url))
        case (.scrollEmojiPage(let offset), .emoji(var page)):
            page.scrollOffset = engine.emojiPageLayout(for: state).clamped(offset)
            panel.content = .emoji(page)
        case (.showEmojiCategory(let category), .emoji(var page)):
            page.scrollOffset = engine.emojiPageLayout(for: state).offset(showing: category.section)
            page.search = nil
            panel.content = .emoji(page)
        case (.startEmojiSearch, .emoji(var page)):
            page.search = page.search ?? EmojiSearch()
            page.touch = nil
            panel.content = .emoji(page)
            state.toolbarState.openPanel = panel
            engine.updateAutomaticShift(&state)
            return
        case (.chooseEmojiSearchResult(let emoji), .emoji(let page)):
            guard page.search?.results.contains(emoji) == true else { return }
            insertEmoji(emoji, settingsChanged: false)
        case (.endEmojiSearch, .emoji(var page)):
            page.search = nil
            panel.content = .emoji(page)
        default:
            // An event for another panel than the one open (a tap that raced a change): ignored.
            return
        }
        // The events above may have changed the state's section (a theme change refreshes the
        // toolbar); the panel's own changes go back in last.
        state.toolbarState.openPanel = panel
    }

    // MARK: Themes

    private mutating func chooseTheme(_ name: String) {
        guard engine.availableThemes.contains(where: { $0.name == name }) else { return }
        guard engine.theme(settings: state.settings).name != name || state.settings.themeName != name else { return }
        state.settings.themeName = name
        refreshToolbar()
        effects.append(.saveSettings(state.settings))
    }

    // MARK: Settings

    private func editableSnippet(_ name: String) -> Snippet? {
        engine.configuration.snippets?.snippet(named: name).flatMap { $0.userEditable ? $0 : nil }
    }

    private func snippetLabel(_ name: String) -> String {
        engine.configuration.snippets?.snippet(named: name)?.label ?? name
    }

    /// Stores the user's template for a snippet, or says why not.
    private mutating func setSnippetTemplate(_ name: String, to text: String) -> PanelNote {
        guard let snippet = editableSnippet(name) else {
            return PanelNote("“\(name)” is not a tag you can change.", tone: .warning)
        }
        if let problem = SnippetTemplate(text).userEditProblems.first {
            return PanelNote("“\(snippet.label)” was not changed: \(problem).", tone: .warning)
        }
        let stored: String? = text == snippet.template.source ? nil : text
        if state.settings.snippetTemplates[name] != stored {
            state.settings.snippetTemplates[name] = stored
            effects.append(.saveSettings(state.settings))
        }
        return PanelNote("“\(snippet.label)” now inserts \(text)")
    }

    private mutating func resetSnippetTemplate(_ name: String) -> PanelNote {
        guard let snippet = editableSnippet(name) else {
            return PanelNote("“\(name)” is not a tag you can change.", tone: .warning)
        }
        if state.settings.snippetTemplates.removeValue(forKey: name) != nil {
            effects.append(.saveSettings(state.settings))
        }
        return PanelNote("“\(snippet.label)” inserts \(snippet.template.source) again.")
    }

    private mutating func setOption(_ option: KeyboardOption, _ isOn: Bool) {
        guard state.settings[option] != isOn else { return }
        state.settings[option] = isOn
        if option == .autoCapitalization { engine.updateAutomaticShift(&state) }
        if option == .blockOffensiveWords { refreshSuggestions() }
        effects.append(.saveSettings(state.settings))
    }

    /// Forgets every word, phrase and pinyin choice learned from the user and saves the empty list,
    /// which the store writes in place of the old file. The suggestions follow at the end of the
    /// event, as after any change to the learned words.
    private mutating func resetLearnedWords() -> PanelNote {
        state.suggesting.learnedWords = LearnedWords()
        state.suggesting.phrasesToLearn = PhrasesToLearn()
        saveLearnedWords()
        return PanelNote("The keyboard forgot the words it learned from you.")
    }

    mutating func settingsChanged(_ settings: KeyboardSettings) {
        guard settings != state.settings else { return }
        let languageChanged = settings.language != state.settings.language
        let blockingChanged = settings.blocksOffensiveWords != state.settings.blocksOffensiveWords
        state.settings = settings
        if blockingChanged { refreshSuggestions() }
        // A language chosen in the container app: the keyboard switches to it, when it has it.
        if languageChanged, let language = settings.language { selectLanguage(named: language, at: nil) }
        refreshToolbar()
        engine.updateAutomaticShift(&state)
    }

    // MARK: GIFs

    /// Asks for the GIF panel's search when it is open, waiting for none, and the keyboard may use
    /// the network. Without full access nothing is asked; the panel says why.
    mutating func searchGIFsIfWaiting() {
        guard var panel = state.toolbarState.openPanel, case .gifs(var search) = panel.content,
            search.phase == .idle, state.host.hasFullAccess
        else { return }
        state.panels.step(.search(query: search.query), effects: &effects)
        search.phase = .searching
        panel.content = .gifs(search)
        state.toolbarState.openPanel = panel
    }

    /// Shows the answer to the search the panel waits for; any other answer (to an older query, or
    /// after the panel closed) is dropped.
    mutating func gifSearchCompleted(_ response: GIFSearchResponse) {
        guard var panel = state.toolbarState.openPanel, case .gifs(var search) = panel.content,
            search.phase == .searching, let outcome = state.panels.step(.answered(response), effects: &effects)
        else { return }
        switch outcome {
        case .results(let gifs): search.phase = .results(gifs)
        case .failed(let failure): search.phase = .failed(failure)
        }
        panel.content = .gifs(search)
        state.toolbarState.openPanel = panel
    }

    // MARK: Quick replies

    /// Types the reply in place of the selection, through the ordinary edits, and goes back to the keys.
    private mutating func insertQuickReply(_ text: String) {
        state.toolbarState.step(.close, effects: &effects)
        guard !text.isEmpty else { return }
        apply([.insert(text)])
        state.typing.step(.inserted, facts: behavior, effects: &effects)
        engine.updateAutomaticShift(&state)
    }
}
