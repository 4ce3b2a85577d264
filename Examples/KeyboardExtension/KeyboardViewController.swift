#if canImport(UIKit)
import KeysmithUIKit
import UIKit

/// The principal class of the example keyboard extension (`NSExtensionPrincipalClass` in
/// Info.plist names it `$(PRODUCT_MODULE_NAME).KeyboardViewController`).
///
/// Everything a keyboard needs comes from `KeysmithInputViewController`: it reads the keyboard set in
/// the `Keyboard` folder of the App Group or of this extension, and Keysmith's embedded English set
/// when neither has one. This subclass adds one thing: a button in the toolbar slot that offers the
/// user's text replacement for the word being typed ("omw" → "On my way!").
final class KeyboardViewController: KeysmithInputViewController {
    private let suggestionButton = UIButton(type: .system)
    private var suggestion: TextReplacement?

    override func viewDidLoad() {
        super.viewDidLoad()
        suggestionButton.addTarget(self, action: #selector(acceptSuggestion), for: .touchUpInside)
        keyboardView.toolbarView = suggestionButton
        suggestionsHandler = { controller, suggestions in
            guard let keyboard = controller as? KeyboardViewController else { return }
            keyboard.suggestion = suggestions.first
            keyboard.suggestionButton.setTitle(suggestions.first?.documentText, for: .normal)
        }
    }

    @objc private func acceptSuggestion() {
        guard let suggestion else { return }
        applyTextReplacement(suggestion)
    }
}
#endif
