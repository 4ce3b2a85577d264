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
/// extension bundles a word list of its own (`Words.lexicon`, made with `keysmith lexicon build`),
/// suggestions come from it instead of Keysmith's English lexicon.
final class KeyboardViewController: KeysmithInputViewController {
    override var lexiconURL: URL? {
        Bundle.main.url(forResource: "Words", withExtension: "lexicon") ?? super.lexiconURL
    }
}
#endif
