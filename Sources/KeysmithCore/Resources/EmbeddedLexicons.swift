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

    /// The English base language model: word trigrams of the glosses and example sentences of
    /// Princeton WordNet 3.0 (WordNet 3.0 licence) and of the World English Bible (public domain),
    /// built by `scripts/build_base_models.py` (see the NOTICE beside it). It predicts next words
    /// where the user has taught the keyboard nothing yet; their learned phrases weigh above it.
    public static var englishModelURL: URL? {
        folder?.appendingPathComponent("English.model")
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
