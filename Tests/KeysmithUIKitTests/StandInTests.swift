import Foundation
import QuartzCore
import Testing
import UIKit

/// The stand-in UIKit behaves as Apple's documentation says, where the shells' tests rely on it.
@MainActor
@Suite struct StandInTests {
    @Test func viewsStartWithUIKitsDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentMode == .scaleToFill)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(UITextField(frame: .zero).returnKeyType == .default)
        let paragraph = NSMutableParagraphStyle()
        #expect(paragraph.alignment == .natural)
        #expect(paragraph.baseWritingDirection == .natural)
    }

    @Test func hitTestingFindsTheFrontmostDeepestView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(inner.superview === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
        #expect(!inner.point(inside: CGPoint(x: 25, y: 5), with: nil))
        // A finger's location in each view's coordinates.
        let finger = Finger(at: CGPoint(x: 115, y: 118), in: root, time: 1)
        #expect(finger.touch.location(in: inner) == CGPoint(x: 5, y: 8))
        #expect(finger.touch.location(in: nil) == CGPoint(x: 115, y: 118))
        inner.removeFromSuperview()
        #expect(front.subviews.isEmpty)
    }

    @Test func constraintsFillTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let child = UIView(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let height = child.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor), height,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        height.constant = 80
        parent.layoutIfNeeded()
        #expect(child.frame.height == 80)
    }

    @Test func theProxyEditsInUTF16UnitsAsApplesPageSays() {
        let controller = UIInputViewController()
        #expect(controller.needsInputModeSwitchKey)
        #expect(!controller.hasFullAccess)
        controller.appChangesDocument(to: "a👍🏽b", cursor: 5)
        let proxy = controller.textDocumentProxy
        #expect(proxy.documentContextBeforeInput == "a👍🏽")
        #expect(proxy.documentContextAfterInput == "b")
        proxy.adjustTextPosition(byCharacterOffset: -4)
        #expect(proxy.documentContextBeforeInput == "a")
        proxy.adjustTextPosition(byCharacterOffset: 4)
        proxy.deleteBackward()
        #expect(controller.documentText == "ab")
        #expect(proxy.hasText)
        #expect(proxy.selectedText == nil)

        proxy.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(controller.documentText == "aka" + "b")
        proxy.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(controller.documentText == "aかb")
        proxy.unmarkText()
        proxy.insertText("!")
        #expect(controller.documentText == "aか!b")

        let identifier = proxy.documentIdentifier
        controller.selectionWillChange(nil)
        controller.textWillChange(nil)
        controller.appFocusesField(traits: FieldTraits())
        #expect(proxy.documentIdentifier != identifier)
        #expect(!proxy.hasText)
        #expect(proxy.keyboardType == .default)
    }
}
