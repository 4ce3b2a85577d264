import Foundation
import Testing
import UIKit
@testable import KeysmithCore
@testable import KeysmithUIKit

/// What a keyboard extension asks of iOS and the app: the user's text replacements, the list of
/// keyboards, feedback, the settings it saves, the pasteboard.
@MainActor
@Suite(.serialized) struct KeysmithInputViewControllerHostTests {
    let controller = TestKeyboardViewController()

    func appear() async -> Typist {
        controller.appear(height: CGFloat(KeyboardViewport.viewHeight(for: .standard(for: .iphonePortrait))))
        await settle(controller)
        return Typist(window: controller.view, keyboard: controller.keyboardView)
    }

    @Test func offersAndAppliesTheUsersTextReplacements() async throws {
        controller.supplementaryLexicon = [UILexiconEntry(documentText: "on my way", userInput: "omw")]
        var offered: [[TextReplacement]] = []
        controller.suggestionsHandler = { _, replacements in offered.append(replacements) }
        var typist = await appear()
        #expect(controller.textReplacements.suggestions(for: TextContext(beforeInput: "omw")).count == 1)
        typist.type("omw")
        let replacement = try #require(offered.last?.first)
        #expect(replacement.documentText == "on my way")
        controller.applyTextReplacement(replacement)
        #expect(controller.documentText.lowercased() == "on my way")
    }

    @Test func aLongPressOnTheGlobeKeyOfOneLanguageShowsTheKeyboardList() async throws {
        controller.folder = Repository.root.appendingPathComponent("Tests/KeysmithUIKitTests/Fixtures/None")
        var typist = await appear()
        #expect(controller.configurationFolder == nil)
        let globe = try #require(typist.key(of: .nextKeyboard))
        let finger = typist.press(at: typist.center(of: globe))
        typist.tick(after: 1)
        finger.lift(at: typist.time + 0.05)
        #expect(controller.inputModeLists == 1)
        typist.tap(.nextKeyboard)
        #expect(controller.inputModeSwitches == 1)
    }

    @Test func playsClicksAndHapticsAsTheSettingsSay() async {
        var settings = KeyboardSettings.defaults
        settings.playsInputClicks = true
        settings.playsHaptics = true
        controller.store = InMemorySettingsStore(settings: settings)
        var typist = await appear()
        let clicks = UIDevice.current.inputClicks
        typist.type("ab")
        #expect(UIDevice.current.inputClicks >= clicks + 2)
        #expect(controller.settings.playsHaptics)
    }

    @Test func settingsThatCannotBeSavedAreReported() async {
        controller.store = UnwritableSettingsStore()
        var typist = await appear()
        typist.tap(.nextKeyboard)
        #expect(controller.settings.language == "fr_FR")
        #expect(controller.diagnostics.contains { $0.file == "settings" })
    }

    @Test func followsTheAppsSelectionAndTheScreen() async {
        var typist = await appear()
        controller.appChangesDocument(to: "one two", cursor: 3)
        controller.selectionDidChange(nil)
        typist.type("x")
        #expect(controller.documentText == "onex two")
        UIScreen.main.size = CGSize(width: 844, height: 390)
        defer { UIScreen.main.size = CGSize(width: 390, height: 844) }
        controller.viewWillLayoutSubviews()
        #expect(controller.keyboardView.model!.size.width > 390)
    }

    @Test func theBaseControllerLooksInTheAppGroupAndTheBundle() {
        let plain = KeysmithInputViewController()
        #expect(plain.appGroupIdentifier == nil)
        #expect(plain.keyboardSetFolders.allSatisfy { $0.lastPathComponent == "Keyboard" })
        #expect(plain.learnedWordStore != nil)
        #expect(plain.extensionPrimaryLanguage == nil)
        #expect(KeysmithInputViewController.iOSLanguageTag("fr_FR") == "fr-FR")
    }

    @Test func copiesToThePasteboard() async {
        _ = await appear()
        let gif = GIF(
            id: "1", title: "a", url: URL(string: "https://example.com/a.gif")!,
            previewURL: URL(string: "https://example.com/a-small.gif")!)
        let pasteboard = ViewPasteboard(view: controller.keyboardView)
        pasteboard.copy(gif)
        #expect(UIPasteboard.general.string == "https://example.com/a.gif")
        pasteboard.copyImage(named: "sticker")
        #expect(!Pasteboard.copyImage(named: "sticker", in: .main, compatibleWith: controller.traitCollection))
    }
}
