#if canImport(UIKit)
import KeysmithLexicons
import KeysmithUIKit
import UIKit

/// The principal class of the demo keyboard (`NSExtensionPrincipalClass` in project.yml names it
/// `$(PRODUCT_MODULE_NAME).KeyboardViewController`).
///
/// `KeysmithInputViewController` does the work: it shows the keyboard set of the `Keyboard` folder
/// bundled with this extension (English, French and German, with the globe key going through
/// them), reads the settings the app edits from the App Group named by `KeysmithAppGroup` in the
/// Info.plist, and keeps the words it learns there once the user allows full access. This subclass
/// gives French and German suggestions of their own: their lexicons come from `KeysmithLexicons`,
/// which only this target links, and English keeps Keysmith's embedded lexicon.
final class KeyboardViewController: KeysmithInputViewController {
    override func lexiconURL(for language: KeyboardLanguage) -> URL? {
        KeysmithLexicons.url(for: language.identifier) ?? super.lexiconURL(for: language)
    }
}
#endif
