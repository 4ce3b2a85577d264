import Foundation

/// The lexicons that ship inside Keysmith, in the package's resource bundle.
public enum EmbeddedLexicons {
    /// The folder holding the lexicon files and their NOTICE.
    static var folder: URL? {
        Bundle.module.url(forResource: "Lexicons", withExtension: nil)
    }

    /// The English lexicon file: the 82,834 words of SymSpell's English frequency list (MIT; see
    /// the NOTICE beside it).
    public static var englishURL: URL? {
        folder?.appendingPathComponent("English.lexicon")
    }
}

extension Lexicon {
    /// The English lexicon that ships inside Keysmith (see ``EmbeddedLexicons``), mapped from the
    /// resource bundle.
    public static func english() throws -> Lexicon {
        guard let url = EmbeddedLexicons.englishURL else {
            throw LexiconError("the English lexicon is missing from this build of Keysmith")
        }
        return try Lexicon(contentsOf: url)
    }
}
