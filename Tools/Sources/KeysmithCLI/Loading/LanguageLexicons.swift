import Foundation
@_spi(Tooling) import KeysmithCore

/// The lexicons the tool can suggest with, by language: the embedded English lexicon for `en`.
enum LanguageLexicons {
    /// The lexicon of `language` (a language code such as `en`, or a locale identifier such as
    /// `en_US`), or nil when the tool has none for it.
    static func lexicon(for language: String) throws -> Lexicon? {
        let code = language.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return code == "en" ? try Lexicon.english() : nil
    }
}
