import Foundation

/// Toolbar taps: buttons, the More section and the social bar.
extension Update {
    mutating func toolbarEvent(_ event: ToolbarEvent) {
        state.toolbarState.notice = nil
        switch event {
        case .tapItem(let index):
            // The toolbar's buttons are on screen only while nothing is open and no word is suggested for.
            guard state.toolbarState.section == nil, state.suggesting.bar.suggestions.isEmpty,
                let main = state.toolbar?.main,
                main.indices.contains(index)
            else { return }
            perform(main[index])
        case .tapMoreItem(let index):
            guard state.toolbarState.section == .more, let more = state.toolbar?.more, more.indices.contains(index)
            else { return }
            perform(more[index])
        case .tapSocialItem(let index):
            guard case .socialBar(let bar)? = state.toolbarState.section, bar.items.indices.contains(index) else {
                return
            }
            perform(bar.items[index])
        case .tapSuggestion(let index):
            // While text is being composed with candidates, the bar holds them.
            if !chooseCandidate(index) { acceptSuggestion(index) }
        case .showAllCandidates:
            showAllCandidates()
        case .showCandidatePage(let page):
            state.composition.step(.showCandidatePage(page), effects: &effects)
        case .hideAllCandidates:
            state.composition.step(.hideAllCandidates, effects: &effects)
        case .close:
            state.toolbarState.section = nil
        case .dismissNotice:
            break
        }
    }

    /// Does what a toolbar item does. Opening a link closes the More section or the social bar it
    /// was tapped in; a blocked link or a deep link without a URL leaves everything as it is and
    /// shows a notice.
    private mutating func perform(_ item: ResolvedToolbarItem) {
        switch item.action {
        case .openURL(let url):
            effects.append(.openURL(url))
            state.toolbarState.section = nil
        case .openDeepLink(let template):
            guard let url = template.url(for: state.typing.document) else {
                state.toolbarState.notice = .deepLinkFailed
                return
            }
            effects.append(.openURL(url))
            state.toolbarState.section = nil
        case .openPanel(let kind):
            openPanel(kind, title: item.displayTitle)
        case .showSocialBar(let items):
            state.toolbarState.section = .socialBar(SocialBar(title: item.displayTitle, items: items))
        case .showMore:
            show(.more)
        case .noAction:
            break
        case .blocked(_, let problem):
            state.toolbarState.notice = .blocked(problem)
        }
    }

    /// Shows `section`; when it takes the place of the keys, fingers on them have nothing left to do.
    mutating func show(_ section: ToolbarSection) {
        if section.replacesKeys {
            for index in state.touches.indices { state.touches[index].phase = .done }
        }
        state.toolbarState.section = section
    }

    /// Resolves the toolbar again for the current theme and colour scheme (the tint may change), and
    /// keeps an open social bar's items in step.
    mutating func refreshToolbar() {
        state.toolbar = engine.resolvedToolbar(settings: state.settings, colorScheme: state.host.colorScheme)
        guard case .socialBar(let bar)? = state.toolbarState.section else { return }
        let hub = (state.toolbar.map { $0.main + $0.more } ?? []).first { item in
            if case .showSocialBar = item.action { item.displayTitle == bar.title } else { false }
        }
        if let hub, case .showSocialBar(let items) = hub.action {
            state.toolbarState.section = .socialBar(SocialBar(title: bar.title, items: items))
        }
    }
}
