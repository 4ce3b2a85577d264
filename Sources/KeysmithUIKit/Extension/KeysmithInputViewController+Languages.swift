#if canImport(UIKit)
import UIKit

/// What a keyboard extension of several languages reads from its bundle and tells iOS.
extension KeysmithInputViewController {
    /// The language the extension's Info.plist declares, `NSExtension` → `NSExtensionAttributes` →
    /// `PrimaryLanguage` (such as `fr-FR`), which iOS lists the keyboard under: a keyboard of several
    /// languages starts on it until the user chooses another.
    public var extensionPrimaryLanguage: String? {
        let attributes =
            (Bundle.main.object(forInfoDictionaryKey: "NSExtension") as? [String: Any])?["NSExtensionAttributes"]
            as? [String: Any]
        return attributes?["PrimaryLanguage"] as? String
    }

    /// A language identifier as iOS writes language tags, for `primaryLanguage`: `fr-FR` for `fr_FR`
    /// (see ``LanguageTag/bcp47``).
    static func iOSLanguageTag(_ identifier: String) -> String {
        LanguageTag(identifier)?.bcp47 ?? identifier
    }
}
#endif
