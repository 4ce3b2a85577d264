#if canImport(UIKit)
import KeysmithUIKit
import UIKit

/// The principal class of the example keyboard extension (`NSExtensionPrincipalClass` in
/// Info.plist names it `$(PRODUCT_MODULE_NAME).KeyboardViewController`).
///
/// Everything a keyboard needs comes from `KeysmithInputViewController`: it reads the keyboard set in
/// the `Keyboard` folder of the App Group or of this extension, and Keysmith's embedded English set
/// when neither has one; it suggests and autocorrects above the keys, with the user's text
/// replacements, and learns the words the user keeps. This subclass changes one thing: when the
/// extension bundles a word list of its own for a language (`fr.lexicon`, made with `keysmith lexicon
/// build`, named by the language's code), suggestions in that language come from it; every other
/// language gets Keysmith's lexicons as before.
final class KeyboardViewController: KeysmithInputViewController {
    override var languageData: LanguageDataLookup {
        LanguageDataLookup { language in
            Bundle.main.url(forResource: language.canonicalLanguageCode, withExtension: "lexicon")
        }.falling(back: super.languageData)
    }
}
#endif
