import Foundation
import QuartzCore
import Testing
import UIKit
@testable import KeysmithUIKit

/// A keyboard extension as iOS runs it: the system shows the controller's view, delivers fingers to
/// it and hands it the app's field as a text document proxy.
@MainActor
@Suite(.serialized) struct KeysmithInputViewControllerTests {
    let controller = TestKeyboardViewController()

    /// Shows the keyboard at its own height and waits for its lexicons.
    func appear() async -> Typist {
        controller.appear(height: CGFloat(KeyboardViewport.viewHeight(for: .standard(for: .iphonePortrait))))
        await settle(controller)
        return Typist(window: controller.view, keyboard: controller.keyboardView)
    }

    @Test func typesASentenceTouchByTouchIntoTheAppsField() async {
        var typist = await appear()
        #expect(controller.configurationFolder?.standardizedFileURL == Repository.bilingual.standardizedFileURL)
        #expect(controller.keyboardView.frame == controller.view.bounds)
        typist.type("the quick brown fox")
        await settle(controller)
        #expect(controller.documentText == "The quick brown fox")
        typist.tap(.delete)
        #expect(controller.documentText == "The quick brown fo")
        typist.tap(.return)
        #expect(controller.documentText == "The quick brown fo\n")
    }

    @Test func swipesAWord() async {
        var typist = await appear()
        typist.swipe("hello")
        await settle(controller)
        #expect(controller.documentText.lowercased().hasPrefix("hello"))
    }

    @Test func theGlobeKeySwitchesBetweenTheTwoLanguagesThenToTheNextKeyboard() async {
        var typist = await appear()
        var switches: [String] = []
        controller.languageChangeHandler = { _, language in switches.append(language.identifier) }
        #expect(controller.currentLanguage?.identifier == "en_US")
        #expect(controller.primaryLanguage == "en-US")
        #expect(typist.key("q") != nil)
        typist.tap(.nextKeyboard)
        #expect(controller.currentLanguage?.identifier == "fr_FR")
        #expect(controller.primaryLanguage == "fr-FR")
        // AZERTY: the French layout is on screen.
        #expect(typist.keys.first { $0.row == 0 }?.label == .text("a"))
        #expect(controller.settings.language == "fr_FR")
        typist.tap(.nextKeyboard)
        #expect(controller.inputModeSwitches == 1)
        #expect(controller.currentLanguage?.identifier == "en_US")
        #expect(switches == ["fr_FR", "en_US"])
    }

    @Test func picksASkinToneOnTheEmojiPage() async throws {
        var typist = await appear()
        typist.tap(.emoji)
        let keyboard = controller.keyboardView
        var page = try #require(emojiPage(keyboard))
        let people = try #require(page.categories.first { $0.category == .peopleAndBody })
        typist.tap(at: typist.window(CGRect(keyboard.viewport!.viewRect(people.frame))))
        page = try #require(emojiPage(keyboard))
        let wave = try #require(page.cells.first { $0.emoji == "👋" })
        let finger = typist.press(at: typist.window(CGRect(keyboard.viewport!.viewRect(wave.frame))))
        // Held past the long-press delay, the emoji shows its skin tones.
        typist.tick(after: 1)
        let tones = try #require(emojiPage(keyboard)?.tones)
        let tone = tones.options[3]
        typist.slide(finger, to: typist.window(CGRect(keyboard.viewport!.viewRect(tone.frame))))
        #expect(tone.text.unicodeScalars.first == "👋".unicodeScalars.first && tone.text != "👋")
        #expect(controller.documentText == tone.text)
        #expect(controller.settings.emojiSkinTones["👋"] == tone.text)
    }

    @Test func drawsTheDisplayList() async {
        _ = await appear()
        let keyboard = controller.keyboardView
        #expect(keyboard.needsDisplay)
        let drawing = keyboard.recordDrawing()
        let texts = drawing.compactMap { operation -> String? in
            if case .text(let text, _, _) = operation { return text }
            return nil
        }
        #expect(["q", "w", "e", "r", "t", "y"].allSatisfy { texts.contains($0) || texts.contains($0.uppercased()) })
        let fills = drawing.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count >= keyboard.model!.keys.count)
        #expect(!keyboard.needsDisplay)
    }

    @Test func readsTheAppsFieldWhenTheAppChangesIt() async {
        var typist = await appear()
        controller.appChangesDocument(to: "Hello", cursor: 5)
        typist.type(" there")
        #expect(controller.documentText == "Hello there")
        controller.appFocusesField(
            traits: {
                var traits = FieldTraits()
                traits.keyboardType = .default
                traits.returnKeyType = .search
                traits.isSecureTextEntry = true
                return traits
            }())
        #expect(controller.documentText == "")
        typist.type("ab")
        #expect(controller.documentText == "Ab")
    }

    @Test func theReturnKeyHandlerAndTheLayoutHandlerAreCalled() async {
        var typist = await appear()
        var returns = 0
        var layouts: [String] = []
        controller.returnKeyHandler = { _ in returns += 1 }
        controller.keyboardChangeHandler = { _, name in layouts.append(name) }
        typist.tap(.return)
        #expect(returns == 1)
        #expect(controller.documentText == "")
        typist.tap(.switchKeyboard)
        #expect(layouts.count == 1)
        #expect(controller.currentLayoutName == layouts.first)
    }

    @Test func aFingerTheSystemCancelsTypesNothing() async throws {
        var typist = await appear()
        let q = try #require(typist.key("q"))
        let finger = typist.press(at: typist.center(of: q))
        // The keyboard goes away with the finger down; the system cancels its touch.
        controller.disappear()
        finger.cancel(at: typist.time + 0.1)
        #expect(controller.documentText == "")
        typist.type("w")
        #expect(controller.documentText == "W")
    }

    @Test func opensLinksThroughItsExtensionContext() async {
        _ = await appear()
        let context = controller.extensionContext!
        context.opensURLs = true
        let url = URL(string: "keysmith-demo://settings")!
        controller.openURL(url)
        #expect(context.openedURLs == [url])
    }
}

/// The emoji page `keyboard` shows, if it shows one.
@MainActor
func emojiPage(_ keyboard: KeysmithKeyboardView) -> RenderedEmojiPage? {
    if case .emoji(let page)? = keyboard.model?.panel?.content { return page }
    return nil
}
