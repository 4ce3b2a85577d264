import Foundation

/// Where the data of each language comes from: given a language, the file of its lexicon and the
/// file of its language model; and the file of how often people use each emoji (``EmojiPopularity``), which ranks the emoji search.
///
/// The lookup only says where files are; ``KeyboardConfiguration/languageData(from:)`` decides which
/// language of a keyboard gets which, and ``KeyboardLanguageData/load(learnedWords:textReplacements:sharing:)``
/// reads them. Keysmith ships these lookups:
///
/// - ``embedded``: KeysmithCore's own English lexicon (MIT), and nothing for other languages;
/// - ``baseModels``: KeysmithCore's English base language model, and no lexicon. It is opt-in:
///   `installed.falling(back: .baseModels)` predicts with it (or serve a model of your own with
///   ``serving(_:model:)``, or a `modelURL` of your own lookup);
/// - ``installed``: ``embedded``, and the lexicons of the `KeysmithLexicons` product (CC BY-SA 4.0)
///   when the app links it — the lookup finds its resource bundle beside the app's code, so a
///   keyboard gets them with nothing overridden;
/// - `KeysmithLexicons`' own `LanguageDataLookup.keysmithLexicons`, which names them directly.
///
/// Make your own to serve lexicons you built with `keysmith lexicon build`:
///
/// ```swift
/// let lookup = LanguageDataLookup { language in
///     Bundle.main.url(forResource: language.canonicalLanguageCode, withExtension: "lexicon")
/// }.falling(back: .installed)
/// ```
public struct LanguageDataLookup: Sendable {
    private let lexiconFile: @Sendable (LanguageTag) -> URL?
    private let modelFile: @Sendable (LanguageTag) -> URL?
    /// The file of emoji popularity; nil ranks emoji search results without it.
    public let emojiPopularityURL: URL?

    /// A lookup that asks `lexiconURL` for the lexicon file of each language (nil means none), and
    /// `modelURL` for the file of its language model (see ``LanguageModel``; nil, the default, means
    /// none), with the emoji popularity file at `emojiPopularityURL`, if any.
    public init(
        emojiPopularityURL: URL? = nil, modelURL: @escaping @Sendable (LanguageTag) -> URL? = { _ in nil },
        lexiconURL: @escaping @Sendable (LanguageTag) -> URL?
    ) {
        self.lexiconFile = lexiconURL
        self.modelFile = modelURL
        self.emojiPopularityURL = emojiPopularityURL
    }

    /// The file of the lexicon of `language`; nil when this lookup has none for it.
    public func lexiconURL(for language: LanguageTag) -> URL? {
        lexiconFile(language)
    }

    /// The file of the language model of `language`, which predicts the next word and weighs
    /// suggestions by the sentence so far; nil when this lookup has none for it.
    public func modelURL(for language: LanguageTag) -> URL? {
        modelFile(language)
    }

    /// This lookup, asking `other` for the languages it has nothing for (a lexicon and a model are
    /// asked for apart).
    public func falling(back other: LanguageDataLookup) -> LanguageDataLookup {
        LanguageDataLookup(
            emojiPopularityURL: emojiPopularityURL ?? other.emojiPopularityURL,
            modelURL: { self.modelURL(for: $0) ?? other.modelURL(for: $0) },
            lexiconURL: { self.lexiconURL(for: $0) ?? other.lexiconURL(for: $0) })
    }

    /// This lookup with `url` as the lexicon of `language` (and of every tag of the same language).
    public func serving(_ language: LanguageTag, from url: URL) -> LanguageDataLookup {
        LanguageDataLookup(
            emojiPopularityURL: emojiPopularityURL, modelURL: modelFile,
            lexiconURL: { asked in asked.isSameLanguage(as: language) ? url : self.lexiconURL(for: asked) })
    }

    /// This lookup with `url` as the language model of `language` (and of every tag of the same
    /// language), as `keysmith predict --model` and `keysmith preview --model` serve a model file.
    public func serving(_ language: LanguageTag, model url: URL) -> LanguageDataLookup {
        LanguageDataLookup(
            emojiPopularityURL: emojiPopularityURL,
            modelURL: { asked in asked.isSameLanguage(as: language) ? url : self.modelURL(for: asked) },
            lexiconURL: lexiconFile)
    }

    /// No data for any language: a keyboard without suggestions.
    public static let none = LanguageDataLookup { _ in nil }

    /// The data inside KeysmithCore: its English lexicon (``EmbeddedLexicons/englishURL``).
    public static let embedded = LanguageDataLookup { language in
        language.canonicalLanguageCode == "en" ? EmbeddedLexicons.englishURL : nil
    }

    /// The base language models inside KeysmithCore, and no lexicon: English
    /// (``EmbeddedLexicons/englishModelURL``), built from text anyone may ship. Other languages have
    /// none: no text both shippable and like what people write was found for them.
    ///
    /// No other lookup falls back on it: its text is dictionary glosses and a Bible, so it predicts
    /// well on prose but weighs against words people type and those texts lack (a stroke through
    /// h-e-l-l-o at a sentence's start swipes `help`). An app opts in with
    /// `LanguageDataLookup.installed.falling(back: .baseModels)`.
    public static let baseModels = LanguageDataLookup(
        modelURL: { $0.canonicalLanguageCode == "en" ? EmbeddedLexicons.englishModelURL : nil },
        lexiconURL: { _ in nil })

    /// KeysmithCore's data (``embedded``), and the lexicons of the `KeysmithLexicons` product when
    /// it is part of the app: its resource bundle is looked for beside the main bundle's code, where
    /// SwiftPM and Xcode put the resource bundles of the packages an app links.
    public static let installed = embedded.falling(
        back: LanguageDataLookup(emojiPopularityURL: InstalledLexicons.file(named: "EmojiPopularity.txt")) {
            InstalledLexicons.file(named: $0.canonicalLanguageCode + ".lexicon")
        })
}

/// The lexicons folder of the `KeysmithLexicons` product's resource bundle, found without linking
/// the product.
enum InstalledLexicons {
    /// The names SwiftPM gives the product's resource bundle: `.bundle` on Apple platforms,
    /// `.resources` elsewhere.
    static let bundleNames = ["Keysmith_KeysmithLexicons.bundle", "Keysmith_KeysmithLexicons.resources"]

    /// The folder, or nil when the product is not in this app.
    static let folder: URL? = {
        let places = [
            Bundle.main.resourceURL, Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent(),
        ]
        for place in places.compactMap({ $0 }) {
            for name in bundleNames {
                // A flat bundle (iOS, Linux), or a macOS bundle's Contents/Resources.
                for inside in ["Lexicons", "Contents/Resources/Lexicons"] {
                    let lexicons = place.appendingPathComponent(name).appendingPathComponent(inside)
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: lexicons.path, isDirectory: &isFolder), isFolder.boolValue
                    {
                        return lexicons
                    }
                }
            }
        }
        return nil
    }()

    /// The file of this name in the folder; nil when it is not there.
    static func file(named name: String) -> URL? {
        guard let file = folder?.appendingPathComponent(name), FileManager.default.fileExists(atPath: file.path)
        else { return nil }
        return file
    }
}
