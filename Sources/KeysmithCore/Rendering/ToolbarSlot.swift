/// The slot above the keys, laid out: the toolbar's buttons, the suggestions for the word being
/// typed, the social bar, or the header of an open panel, with a notice over it when there is one. The keyboard reserves its height whatever
/// it shows, so that callouts of the top row can rise into it.
///
/// Frames are in the slot's coordinates: origin at its top left, `width` × `height`.
public struct ToolbarSlot: Sendable, Hashable, Codable {
    @_spi(Tooling) public var height: Double
    /// The slot's width: the keys area's.
    var width: Double
    public var content: Content
    /// The control at the end of the candidate bar that opens the grid of every candidate in place
    /// of the keys, or closes it: there while the composition has more candidates than the bar
    /// holds, and while the grid is open.
    public var candidateToggle: RenderedCandidateToggle?
    /// A message drawn over the slot; a tap on it dismisses it.
    public var notice: RenderedNotice?

    init(
        height: Double, width: Double = 0, content: Content = .empty, candidateToggle: RenderedCandidateToggle? = nil,
        notice: RenderedNotice? = nil
    ) {
        self.height = height
        self.width = width
        self.content = content
        self.candidateToggle = candidateToggle
        self.notice = notice
    }

    /// What the slot shows.
    public enum Content: Sendable, Hashable, Codable {
        /// Nothing: the set has no toolbar.
        case empty
        /// The toolbar's buttons, left to right; the last may be the More button.
        case toolbar([RenderedToolbarItem])
        /// The suggestion bar, in place of the toolbar while a word is being typed: up to three
        /// suggestions in equal cells, left to right, the typed word first. Separators go between cells.
        /// While text is composed, the composer's first candidates, in cells sized by their text.
        case suggestions([RenderedSuggestion])
        /// A `socialHub`'s bar: its items, and a close button at the leading end.
        case socialBar(items: [RenderedToolbarItem], closeButton: Rect)
        /// A panel or the More section is open below: its title, and a close button at the trailing end.
        case header(title: String, titleFrame: Rect, closeButton: Rect)
        /// The emoji page is open below: its search field, the emoji found while a search is typed,
        /// and a close button.
        case emojiSearch(RenderedEmojiSearchBar)
    }

    /// The event for a tap at `point` (slot coordinates), or nil where nothing is.
    public func event(at point: Point) -> KeyboardEvent? {
        if let notice, notice.frame.contains(point) { return .toolbar(.dismissNotice) }
        if let candidateToggle, candidateToggle.frame.contains(point) { return candidateToggle.event }
        switch content {
        case .empty:
            return nil
        case .toolbar(let items):
            return items.firstIndex { $0.frame.contains(point) && $0.isEnabled }.map { .toolbar(.tapItem($0)) }
        case .suggestions(let suggestions):
            return suggestions.firstIndex { $0.frame.contains(point) }.map { .toolbar(.tapSuggestion($0)) }
        case .socialBar(let items, let closeButton):
            if closeButton.contains(point) { return .toolbar(.close) }
            return items.firstIndex { $0.frame.contains(point) && $0.isEnabled }.map { .toolbar(.tapSocialItem($0)) }
        case .header(_, _, let closeButton):
            return closeButton.contains(point) ? .toolbar(.close) : nil
        case .emojiSearch(let bar):
            return bar.event(at: point)
        }
    }
}

/// One toolbar item as drawn: in the toolbar, the social bar or the More section.
public struct RenderedToolbarItem: Sendable, Hashable, Codable {
    public var kind: ResolvedToolbarItem.Kind
    /// The title drawn under the icon in the More section; nil in the toolbar and the social bar,
    /// and for an item without `title`.
    public var title: String?
    public var icon: ToolbarIcon
    /// The icon's colour when the item uses the tint; nil for the toolbar's icon colour.
    public var tint: ThemeColor?
    /// False for an item that does nothing when tapped (a link item without `url`); drawn dimmed.
    public var isEnabled: Bool
    /// The area a tap hits.
    public var frame: Rect
    /// Where the icon is drawn, a square inside `frame`.
    public var iconFrame: Rect
    /// Where `title` is drawn, when there is one.
    public var titleFrame: Rect?
    /// What VoiceOver says (``ResolvedToolbarItem/accessibilityLabel``); never empty.
    public var accessibilityLabel: String
    /// A button, not enabled when it does nothing.
    public var accessibilityTraits: AccessibilityTraits {
        isEnabled ? .button : [.button, .notEnabled]
    }

    init(
        kind: ResolvedToolbarItem.Kind, title: String?, icon: ToolbarIcon, tint: ThemeColor?, isEnabled: Bool,
        frame: Rect,
        iconFrame: Rect, titleFrame: Rect?, accessibilityLabel: String
    ) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.tint = tint
        self.isEnabled = isEnabled
        self.frame = frame
        self.iconFrame = iconFrame
        self.titleFrame = titleFrame
        self.accessibilityLabel = accessibilityLabel
    }
}

/// One suggestion as drawn in the suggestion bar.
public struct RenderedSuggestion: Sendable, Hashable, Codable {
    /// What the cell shows: the suggestion's text, or the typed word in quotes when it is not a known word.
    public var title: String
    /// What goes into the document when it is tapped.
    @_spi(Tooling) public var text: String
    @_spi(Tooling) public var kind: Suggestion.Kind
    /// Whether a space typed now would put this suggestion in place of the word; drawn highlighted.
    public var isAutocorrection: Bool
    /// The cell: the area a tap hits, and where the title is centred.
    public var frame: Rect
    /// What VoiceOver says.
    @_spi(Tooling) public var accessibilityLabel: String

    init(
        title: String, text: String, kind: Suggestion.Kind, isAutocorrection: Bool, frame: Rect,
        accessibilityLabel: String
    ) {
        self.title = title
        self.text = text
        self.kind = kind
        self.isAutocorrection = isAutocorrection
        self.frame = frame
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A notice as drawn, over the toolbar slot.
public struct RenderedNotice: Sendable, Hashable, Codable {
    public var message: String
    public var frame: Rect

    init(message: String, frame: Rect) {
        self.message = message
        self.frame = frame
    }
}

extension KeyboardEngine {
    /// The toolbar slot for `state`, laid out across the keyboard's width inside its side insets.
    func toolbarSlot(for state: KeyboardState) -> ToolbarSlot {
        let metrics = state.geometry.metrics
        let height = metrics.toolbarHeight
        let width = metrics.width
        let usable = Self.slotContentArea(metrics)
        let content: ToolbarSlot.Content
        var candidateToggle: RenderedCandidateToggle?
        switch state.toolbarState.section {
        case nil:
            // While text is being composed, the bar holds the composer's candidates and no words.
            if state.composition.isComposing, !state.composition.candidates.isEmpty {
                let bar = Self.candidateBar(state.composition, in: usable)
                content = .suggestions(bar.cells)
                candidateToggle = bar.toggle
            } else if !state.composition.isComposing, !state.suggesting.bar.suggestions.isEmpty {
                content = .suggestions(Self.suggestionCells(state.suggesting.bar, in: usable))
            } else if let main = state.toolbar?.main, !main.isEmpty {
                content = .toolbar(Self.row(main, in: usable))
            } else {
                content = .empty
            }
        case .socialBar(let bar)?:
            let close = Rect(x: usable.x, y: 0, width: min(height, usable.width), height: height)
            let rest = Rect(x: close.maxX, y: 0, width: max(0, usable.maxX - close.maxX), height: height)
            content = .socialBar(items: Self.row(bar.items, in: rest), closeButton: close)
        case .more?:
            content = Self.header("More", in: usable)
        case .panel(let panel)?:
            if case .emoji(let page) = panel.content {
                content = .emojiSearch(
                    Self.emojiSearchBar(page.search, placeholder: emojiSearchPlaceholder(for: state), in: usable))
            } else {
                content = Self.header(panel.title, in: usable)
            }
        }
        let notice = state.toolbarState.notice.map {
            RenderedNotice(message: $0.message, frame: usable.insetBy(dx: 6, dy: min(6, height / 4)))
        }
        return ToolbarSlot(
            height: height, width: width, content: content, candidateToggle: candidateToggle, notice: notice)
    }

    /// Where the slot's content is laid out: the slot across the keyboard's width inside its side
    /// insets, in the slot's coordinates.
    static func slotContentArea(_ metrics: KeyboardMetrics) -> Rect {
        let side = metrics.sideInset
        return Rect(x: side, y: 0, width: max(0, metrics.width - 2 * side), height: metrics.toolbarHeight)
    }

    /// Items in equal cells across `area`, each icon a square centred in its cell.
    static func row(_ items: [ResolvedToolbarItem], in area: Rect) -> [RenderedToolbarItem] {
        guard !items.isEmpty else { return [] }
        let cellWidth = area.width / Double(items.count)
        let side = min((area.height * 0.48).rounded(), max(0, cellWidth - 8))
        return items.enumerated().map { index, item in
            let cell = Rect(x: area.x + Double(index) * cellWidth, y: area.y, width: cellWidth, height: area.height)
            let icon = Rect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
            return RenderedToolbarItem(resolved: item, frame: cell, iconFrame: icon, titleFrame: nil, showsTitle: false)
        }
    }

    /// The suggestions of `result` in equal cells across `area`.
    static func suggestionCells(_ result: SuggestionResult, in area: Rect) -> [RenderedSuggestion] {
        let suggestions = result.suggestions
        guard !suggestions.isEmpty else { return [] }
        let cellWidth = area.width / Double(suggestions.count)
        return suggestions.enumerated().map { index, suggestion in
            let cell = Rect(x: area.x + Double(index) * cellWidth, y: area.y, width: cellWidth, height: area.height)
            return RenderedSuggestion(
                title: suggestion.title, text: suggestion.text, kind: suggestion.kind,
                isAutocorrection: result.autocorrection?.text == suggestion.text && suggestion.kind != .typed,
                frame: cell,
                accessibilityLabel: suggestion.spokenName ?? suggestion.text)
        }
    }

    /// The composer's best candidates in cells sized by their text across `area`, best first (a
    /// cell's index is its candidate's), and the toggle of the grid when it has more to show.
    static func candidateBar(_ state: CompositionState, in area: Rect) -> (
        cells: [RenderedSuggestion], toggle: RenderedCandidateToggle?
    ) {
        let texts = state.candidates.map(\.text)
        let bar = CandidateLayout.bar(texts, in: area, isExpanded: state.isShowingAllCandidates)
        let cells = zip(texts, bar.cells).map { candidate, cell in
            RenderedSuggestion(
                title: candidate, text: candidate, kind: .candidate, isAutocorrection: false, frame: cell,
                accessibilityLabel: candidate)
        }
        return (cells, bar.toggle.map { RenderedCandidateToggle(isExpanded: state.isShowingAllCandidates, frame: $0) })
    }

    private static func header(_ title: String, in area: Rect) -> ToolbarSlot.Content {
        let closeSide = min(area.height, area.width)
        let close = Rect(x: area.maxX - closeSide, y: area.y, width: closeSide, height: area.height)
        let titleFrame = Rect(x: area.x + 12, y: area.y, width: max(0, close.minX - area.x - 12), height: area.height)
        return .header(title: title, titleFrame: titleFrame, closeButton: close)
    }
}

extension RenderedToolbarItem {
    /// `resolved` drawn in `frame`; `showsTitle` in the More section, where the title is drawn.
    init(resolved: ResolvedToolbarItem, frame: Rect, iconFrame: Rect, titleFrame: Rect?, showsTitle: Bool) {
        let isEnabled: Bool
        if case .noAction = resolved.action { isEnabled = false } else { isEnabled = true }
        self.init(
            kind: resolved.kind, title: showsTitle ? resolved.title : nil, icon: resolved.icon, tint: resolved.tint,
            isEnabled: isEnabled, frame: frame, iconFrame: iconFrame,
            titleFrame: showsTitle && resolved.title != nil ? titleFrame : nil,
            accessibilityLabel: resolved.accessibilityLabel)
    }
}
