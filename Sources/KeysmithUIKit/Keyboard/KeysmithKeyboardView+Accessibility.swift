#if canImport(UIKit)
import UIKit

// MARK: Accessibility

extension KeysmithKeyboardView {
    /// The slot's elements (unless ``toolbarView`` covers it), then the keys, the open panel's
    /// elements or the emoji page's, each labelled and placed from the model.
    func updateAccessibilityElements() {
        guard let model, let viewport else {
            accessibilityElements = nil
            return
        }
        var elements: [Any] = []
        if toolbarView == nil {
            elements += model.toolbarSlot.accessibilityItems.map { item in
                chromeElement(item, frame: viewport.viewRect(slot: item.frame), inPanel: false)
            }
        }
        if let panel = model.panel {
            if case .emoji(let page) = panel.content {
                elements += emojiAccessibilityElements(page, viewport: viewport)
            } else {
                elements += panel.accessibilityItems.map { item in
                    let frame = item.frame
                    let scrolled = Rect(
                        x: frame.x, y: frame.y - panelScrollOffset, width: frame.width, height: frame.height)
                    return chromeElement(item, frame: viewport.viewRect(scrolled), inPanel: true)
                }
            }
            accessibilityElements = elements
            return
        }
        accessibilityElements =
            elements
            + model.keys.map { key in
                let element = KeyAccessibilityElement(accessibilityContainer: self)
                element.key = key
                element.accessibilityLabel = key.accessibilityLabel
                element.accessibilityTraits = key.isSelected ? [.keyboardKey, .selected] : .keyboardKey
                element.accessibilityFrameInContainerSpace = CGRect(viewport.viewRect(key.frame))
                return element
            }
    }

    /// An element for `item`, drawn at `frame` in the view.
    private func chromeElement(_ item: AccessibilityItem, frame: Rect, inPanel: Bool) -> UIAccessibilityElement {
        let element = ChromeAccessibilityElement(accessibilityContainer: self)
        element.point = item.frame.center
        element.inPanel = inPanel
        element.accessibilityLabel = item.label
        element.accessibilityTraits = UIAccessibilityTraits(item.traits)
        element.accessibilityFrameInContainerSpace = CGRect(frame)
        return element
    }

    /// VoiceOver's double tap on an element of the slot or the panel at `point` (their coordinates):
    /// the event a tap there sends; false where nothing is.
    func activateChrome(at point: Point, inPanel: Bool) -> Bool {
        guard let model, let event = inPanel ? model.panel?.event(at: point) : model.toolbarSlot.event(at: point)
        else { return false }
        eventHandler?(event)
        return true
    }
}

/// A toolbar item, a button of the slot or of an open panel as VoiceOver sees it. A double tap
/// sends the event a tap in its middle would.
@MainActor
private final class ChromeAccessibilityElement: UIAccessibilityElement {
    var point = Point.zero
    var inPanel = false

    override func accessibilityActivate() -> Bool {
        guard let keyboard = accessibilityContainer as? KeysmithKeyboardView else { return false }
        return keyboard.activateChrome(at: point, inPanel: inPanel)
    }
}

/// A key as VoiceOver sees it. A double tap types the key.
@MainActor
private final class KeyAccessibilityElement: UIAccessibilityElement {
    var key: RenderedKey?

    override func accessibilityActivate() -> Bool {
        guard let key, let keyboard = accessibilityContainer as? KeysmithKeyboardView else { return false }
        keyboard.activate(key)
        return true
    }
}
#endif
