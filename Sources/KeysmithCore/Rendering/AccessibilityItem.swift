/// What assistive technology is told an element is, as UIKit's `UIAccessibilityTraits` says it.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A tap does something: a toolbar item, a close button, a suggestion.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The item is chosen or on: the theme in use, an option that is on.
    public static let selected = AccessibilityTraits(rawValue: 1 << 1)
    /// A tap does nothing now: an item drawn dimmed.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 2)
}

/// One element of the toolbar slot or an open panel as assistive technology reads it. A shell makes
/// each an element labelled ``label`` with ``traits`` over ``frame``; activating it is a tap in the
/// middle of ``frame`` (``ToolbarSlot/event(at:)``, ``RenderedPanel/event(at:)``).
public struct AccessibilityItem: Sendable, Hashable {
    /// What VoiceOver says; never empty.
    public var label: String
    public var traits: AccessibilityTraits
    /// Where it is: in the slot's coordinates for the slot's items, in the panel's content
    /// coordinates (before scrolling) for a panel's.
    public var frame: Rect

    public init(label: String, traits: AccessibilityTraits, frame: Rect) {
        self.label = label
        self.traits = traits
        self.frame = frame
    }
}

extension RenderedToolbarItem {
    /// The item as assistive technology reads it.
    public var accessibilityItem: AccessibilityItem {
        AccessibilityItem(label: accessibilityLabel, traits: accessibilityTraits, frame: frame)
    }
}

extension ToolbarSlot {
    /// The slot's elements in the order they are drawn, from the left: the notice, then the toolbar's
    /// buttons and More, the suggestions, the social bar's close button and items, or an open panel's
    /// title and close button. Empty while the emoji page's search bar is in the slot.
    public var accessibilityItems: [AccessibilityItem] {
        var items: [AccessibilityItem] = []
        if let notice { items.append(AccessibilityItem(label: notice.message, traits: .button, frame: notice.frame)) }
        switch content {
        case .empty, .emojiSearch:
            break
        case .toolbar(let buttons):
            items += buttons.map(\.accessibilityItem)
        case .suggestions(let suggestions):
            items += suggestions.map {
                AccessibilityItem(label: $0.accessibilityLabel, traits: .button, frame: $0.frame)
            }
            if let candidateToggle {
                items.append(
                    AccessibilityItem(
                        label: candidateToggle.accessibilityLabel, traits: .button, frame: candidateToggle.frame))
            }
        case .socialBar(let buttons, let closeButton):
            items.append(AccessibilityItem(label: PanelLabels.close, traits: .button, frame: closeButton))
            items += buttons.map(\.accessibilityItem)
        case .header(let title, let titleFrame, let closeButton):
            items.append(AccessibilityItem(label: title, traits: [], frame: titleFrame))
            items.append(AccessibilityItem(label: PanelLabels.close, traits: .button, frame: closeButton))
        }
        return items
    }
}

extension RenderedPanel {
    /// The panel's elements in reading order, in content coordinates: the More section's items, the
    /// themes, the settings' buttons, options and Reset Learned Words (with its question while it
    /// asks), the sticker packs and stickers, the GIF searches and GIFs, the quick replies, the
    /// browser's Open button. The emoji page's are its own
    /// (``RenderedEmojiPage/accessibilityItems``), as it takes its fingers as touches.
    public var accessibilityItems: [AccessibilityItem] {
        var items: [AccessibilityItem] =
            note.map { [AccessibilityItem(label: $0.text, traits: [], frame: $0.frame)] } ?? []
        switch content {
        case .more(let tiles):
            items += tiles.map(\.accessibilityItem)
        case .themes(let options):
            items += options.map {
                AccessibilityItem(
                    label: $0.name, traits: $0.isSelected ? [.button, .selected] : .button, frame: $0.frame)
            }
        case .settings(let settings):
            for snippet in settings.snippets {
                items.append(
                    AccessibilityItem(
                        label: "\(PanelLabels.useSelection): \(snippet.title)", traits: .button,
                        frame: snippet.useSelectionButton))
                if let reset = snippet.resetButton {
                    items.append(
                        AccessibilityItem(
                            label: "\(PanelLabels.reset): \(snippet.title)", traits: .button, frame: reset))
                }
            }
            items += settings.toggles.map {
                AccessibilityItem(label: $0.title, traits: $0.isOn ? [.button, .selected] : .button, frame: $0.frame)
            }
            if let reset = settings.learnedWordsReset {
                if let confirmation = reset.confirmation {
                    items.append(AccessibilityItem(label: reset.title, traits: [], frame: reset.titleFrame))
                    items.append(
                        AccessibilityItem(label: confirmation.message, traits: [], frame: confirmation.messageFrame))
                    items.append(
                        AccessibilityItem(label: PanelLabels.cancel, traits: .button, frame: confirmation.cancelButton))
                    items.append(
                        AccessibilityItem(
                            label: "\(PanelLabels.reset): \(reset.title)", traits: .button,
                            frame: confirmation.resetButton))
                } else {
                    items.append(AccessibilityItem(label: reset.title, traits: .button, frame: reset.frame))
                }
            }
        case .stickers(let stickers):
            items += stickers.tabs.map {
                AccessibilityItem(
                    label: $0.title, traits: $0.isSelected ? [.button, .selected] : .button, frame: $0.frame)
            }
            items += stickers.stickers.map {
                AccessibilityItem(
                    label: $0.accessibilityLabel, traits: stickers.isEnabled ? .button : [.button, .notEnabled],
                    frame: $0.frame)
            }
        case .gifs(let gifs):
            items += gifs.queries.map {
                AccessibilityItem(
                    label: $0.title, traits: $0.isSelected ? [.button, .selected] : .button, frame: $0.frame)
            }
            items += gifs.results.map {
                AccessibilityItem(label: $0.gif.title.isEmpty ? "GIF" : $0.gif.title, traits: .button, frame: $0.frame)
            }
        case .quickReplies(let replies):
            items += replies.map { AccessibilityItem(label: $0.label, traits: .button, frame: $0.frame) }
        case .embeddedBrowser(let browser):
            items.append(AccessibilityItem(label: PanelLabels.open, traits: .button, frame: browser.openButton))
        case .emoji:
            break
        case .candidates(let grid):
            items += grid.cells.map { AccessibilityItem(label: $0.text, traits: .button, frame: $0.frame) }
            if let previous = grid.previousPageButton {
                items.append(AccessibilityItem(label: PanelLabels.previousCandidates, traits: .button, frame: previous))
            }
            if let next = grid.nextPageButton {
                items.append(AccessibilityItem(label: PanelLabels.nextCandidates, traits: .button, frame: next))
            }
        }
        return items
    }
}
