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
/// Info.plist, and keeps the words it learns there once the user allows full access. French and
/// German get suggestions of their own from `KeysmithLexicons`, which only this target links, and
/// English from Keysmith's embedded lexicon. The controller would find them with nothing overridden
/// (its default `languageData` is `.installed`); this subclass names them, to say so in code.
final class KeyboardViewController: KeysmithInputViewController {
    override var languageData: LanguageDataLookup {
        .keysmithLexicons
    }
}
#endif
