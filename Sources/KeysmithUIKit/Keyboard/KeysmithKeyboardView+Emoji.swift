#if canImport(UIKit)
import UIKit

extension KeysmithKeyboardView {
    /// The emoji page for VoiceOver: the emoji in view by name, the category tabs, ABC and delete, in
    /// the order they are drawn. A double tap taps the middle of one, through the engine's touches.
    func emojiAccessibilityElements(_ page: RenderedEmojiPage, viewport: KeyboardViewport) -> [Any] {
        page.accessibilityItems.enumerated().map { index, item in
            let element = EmojiPageAccessibilityElement(accessibilityContainer: self)
            element.point = item.frame.center
            element.finger = 1_000_000 + index
            element.accessibilityLabel = item.label
            element.accessibilityTraits = item.isSelected ? [.keyboardKey, .selected] : .keyboardKey
            element.accessibilityFrameInContainerSpace = CGRect(viewport.viewRect(item.frame))
            return element
        }
    }
}

/// An emoji, a tab or a button of the emoji page as VoiceOver sees it. A double tap taps it.
@MainActor
private final class EmojiPageAccessibilityElement: UIAccessibilityElement {
    var point = Point.zero
    var finger = 0

    override func accessibilityActivate() -> Bool {
        guard let keyboard = accessibilityContainer as? KeysmithKeyboardView else { return false }
        keyboard.tap(at: point, finger: finger)
        return true
    }
}
#endif
