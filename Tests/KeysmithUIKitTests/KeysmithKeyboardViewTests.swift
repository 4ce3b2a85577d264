import Foundation
import QuartzCore
import Testing
import UIKit
@testable import KeysmithUIKit

/// What the keyboard view draws, what VoiceOver finds in it, and the hooks that let an app draw keys.
@MainActor
@Suite(.serialized) struct KeysmithKeyboardViewTests {
    let controller = TestKeyboardViewController()

    func appear() async -> Typist {
        controller.appear(height: CGFloat(KeyboardViewport.viewHeight(for: .standard(for: .iphonePortrait))))
        await settle(controller)
        return Typist(window: controller.view, keyboard: controller.keyboardView)
    }

    /// The strings `operations` drew.
    func texts(_ operations: [GraphicsOperation]) -> [String] {
        operations.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
    }

    @Test func drawsASwipesTrailAndTheEmojiPageInLayers() async throws {
        var typist = await appear()
        let keyboard = controller.keyboardView
        let h = try #require(typist.key("h"))
        let o = try #require(typist.key("o"))
        let finger = typist.press(at: typist.center(of: h))
        finger.move(through: [typist.center(of: o)], by: typist.time + 0.2)
        let strokes = keyboard.recordDrawing().filter { if case .stroke = $0 { true } else { false } }
        #expect(!strokes.isEmpty)
        finger.cancel(at: typist.time + 0.3)
        #expect(controller.documentText == "")

        typist.tap(.emoji)
        let page = keyboard.recordDrawing()
        #expect(page.contains { if case .beginTransparencyLayer = $0 { true } else { false } })
        #expect(page.contains { if case .clip = $0 { true } else { false } })
        #expect(texts(page).contains("ABC"))
        // A finger on an emoji highlights it with a disc.
        let grinning = try #require(emojiPage(keyboard)?.cells.first)
        let held = typist.press(at: typist.window(CGRect(keyboard.viewport!.viewRect(grinning.frame))))
        #expect(keyboard.recordDrawing().count > page.count)
        held.lift(at: typist.time + 0.05)
        #expect(controller.documentText == grinning.emoji)
    }

    @Test func drawsKeysThroughTheAppsHooks() async throws {
        _ = await appear()
        let keyboard = controller.keyboardView
        let star = try #require(UIImage(systemName: "star", withConfiguration: nil))
        keyboard.keyContent = { key in
            switch key.label {
            case .text("q"), .text("Q"): .text("¿")
            case .text("w"), .text("W"): .image(star)
            case .text("e"), .text("E"): KeyContent.none
            default: nil
            }
        }
        var drawn: [KeyDrawingContext] = []
        keyboard.keyDrawing = { context in
            drawn.append(context)
            guard case .text("¿") = context.key.label else { return context.key.type == .spacebar }
            context.drawStandard()
            return true
        }
        let drawing = keyboard.recordDrawing()
        #expect(texts(drawing).contains("¿"))
        #expect(!texts(drawing).contains { $0.lowercased() == "e" })
        #expect(drawing.contains { if case .image("star", _) = $0 { true } else { false } })
        #expect(drawn.count == keyboard.model!.keys.count)
        #expect(drawn.allSatisfy { $0.colorScheme == keyboard.colorScheme })
        let space = try #require(drawn.first { $0.key.type == .spacebar })
        #expect(space.frame.width > space.frame.height)
    }

    @Test func voiceOverTypesKeysAndEmoji() async throws {
        var typist = await appear()
        let keyboard = controller.keyboardView
        let elements = try #require(keyboard.accessibilityElements as? [UIAccessibilityElement])
        let q = try #require(elements.first { $0.accessibilityLabel?.lowercased() == "q" })
        #expect(q.accessibilityTraits.contains(.keyboardKey))
        #expect(q.accessibilityFrameInContainerSpace.minY >= CGFloat(keyboard.viewport!.toolbarHeight))
        #expect(q.accessibilityActivate())
        #expect(controller.documentText == "Q")

        typist.tap(.emoji)
        let emoji = try #require(keyboard.accessibilityElements as? [UIAccessibilityElement])
        let grinning = try #require(emoji.first { $0.accessibilityLabel == "grinning face" })
        #expect(grinning.accessibilityActivate())
        #expect(controller.documentText == "Q😀")
        // The page's elements end with ABC, then delete.
        #expect(emoji[emoji.count - 2].accessibilityActivate())
        #expect(keyboard.model?.panel == nil)
        #expect(UIAccessibility.postedNotifications.contains(.layoutChanged))
    }

    @Test func theToolbarSlotTakesTapsUnlessTheAppCoversIt() async throws {
        var typist = await appear()
        let keyboard = controller.keyboardView
        typist.type("helo")
        await settle(controller)
        let elements = try #require(keyboard.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.count == keyboard.model!.toolbarSlot.accessibilityItems.count + keyboard.model!.keys.count)
        // VoiceOver's double tap on the first suggestion takes it.
        #expect(elements.first?.accessibilityActivate() ?? false)
        #expect(controller.documentText != "Helo")
        let afterVoiceOver = controller.documentText

        typist.type("wrld")
        await settle(controller)
        let suggestion = try #require(keyboard.model!.toolbarSlot.accessibilityItems.first)
        typist.tap(at: typist.window(CGRect(keyboard.viewport!.viewRect(slot: suggestion.frame))))
        #expect(controller.documentText.count > afterVoiceOver.count + 4)

        let toolbar = UILabel(frame: .zero)
        keyboard.toolbarView = toolbar
        #expect(toolbar.superview === keyboard)
        keyboard.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(keyboard.viewport!.toolbarRect))
        #expect((keyboard.accessibilityElements?.count ?? 0) == keyboard.model!.keys.count)
        keyboard.toolbarView = nil
        #expect(toolbar.superview == nil)
    }

    @Test func followsTheTraitsAndTheFieldsAppearance() async {
        _ = await appear()
        let keyboard = controller.keyboardView
        #expect(keyboard.colorScheme == .light)
        keyboard.changeTraits(to: UITraitCollection(idiom: .phone, style: .dark))
        #expect(keyboard.colorScheme == .dark)
        #expect(keyboard.needsDisplay)
        keyboard.imageBundle = .main
        keyboard.keyboardAppearance = 1
        #expect(keyboard.enableInputClicksWhenVisible)
    }
}
