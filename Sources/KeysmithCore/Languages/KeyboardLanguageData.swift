import Foundation

/// Which lexicon and language model serve each language of a keyboard.
///
/// This is the one place that decides it, for every shell: the iOS keyboard, the in-app keyboard,
/// `keysmith preview`, `simulate`, `swipe`, `render`, `suggest` and the benchmarks all ask
/// ``KeyboardConfiguration/languageData(from:)`` and load what it names. The rule is the same
/// everywhere: a language gets the lexicon the lookup has for it, and a language without one gets no
/// suggestions, no autocorrection and no swiped words — never another language's.
///
/// Deciding reads no file; loading maps the lexicons, so a shell decides on the main thread and
/// loads elsewhere:
///
/// ```swift
/// let data = configuration.languageData(from: .installed)
/// DispatchQueue.global().async {
///     let loaded = data.load(learnedWords: stored)
///     DispatchQueue.main.async { engine = engine.replacingSuggestionProvider(loaded.suggestionProvider) }
/// }
/// ```
public struct KeyboardLanguageData: Sendable, Hashable {
    /// One language of the keyboard and the files of its lexicon and its language model.
    public struct Language: Sendable, Hashable {
        /// The language as the keyboard knows it: a ``KeyboardLanguage/identifier``, or for a
        /// keyboard that names no language, `en`.
        public let identifier: String
        /// The file of its lexicon; nil when the lookup has none for the language.
        public let lexiconURL: URL?
        /// The file of its language model, which predicts next words and weighs suggestions by the
        /// sentence so far; nil when the lookup has none. A model serves only a language that has a
        /// lexicon too.
        public var modelURL: URL? = nil
    }

    /// The keyboard's languages in the order the globe goes through them.
    public let languages: [Language]
    /// The file of how often people use each emoji, which ranks the emoji page's search; nil ranks
    /// without it.
    public let emojiPopularityURL: URL?

    /// The identifiers of the languages without a lexicon, which get no suggestions.
    public var languagesWithoutLexicon: [String] {
        languages.filter { $0.lexiconURL == nil }.map(\.identifier)
    }

    /// Whether any language has a lexicon, so that the keyboard suggests at all.
    public var hasSuggestions: Bool {
        languages.contains { $0.lexiconURL != nil }
    }

    /// Maps each language's lexicon and language model and makes the suggestion provider, with the
    /// user's learned words and text replacements and the offensive words KeysmithCore has for each
    /// language (``OffensiveWords/embedded(for:)``), and reads the emoji popularity. Reads files, and
    /// for each language with a model every word of its lexicon (`UnseenWords`, so that the model
    /// ranks completions): call it off the main thread.
    ///
    /// A lexicon that cannot be read leaves its language without suggestions, as if it had none,
    /// and a model that cannot be read leaves it without predictions; ``Loaded/diagnostics`` says
    /// why.
    ///
    /// With `files`, a file that cache has already read is not read again, and a file read now is
    /// kept there for the next keyboard (see ``LanguageFileCache``).
    public func load(
        learnedWords: LearnedWords = LearnedWords(), textReplacements: [TextReplacement] = [],
        sharing files: LanguageFileCache? = nil
    ) -> Loaded {
        func reading<Value: Sendable>(_ read: @escaping (URL) throws -> Value) -> (URL) throws -> Value {
            guard let files else { return read }
            return { url in try files.value(of: url, read: read) }
        }
        var lexicons: [String: Lexicon] = [:]
        var models: [String: LanguageModel] = [:]
        var diagnostics: [Diagnostic] = []
        for language in languages {
            let identifier = language.identifier
            guard let url = language.lexiconURL,
                let lexicon = Self.read(
                    url, "the lexicon of \(identifier)",
                    otherwise: "the keyboard makes no suggestions in that language",
                    diagnostics: &diagnostics, with: reading(Lexicon.init(contentsOf:)))
            else { continue }
            lexicons[identifier] = lexicon
            if let modelURL = language.modelURL {
                models[identifier] = Self.read(
                    modelURL, "the language model of \(identifier)",
                    otherwise: "the keyboard predicts no words in that language", diagnostics: &diagnostics,
                    with: reading(LanguageModel.init(contentsOf:)))
            }
        }
        let popularity = emojiPopularityURL.flatMap { url in
            Self.read(
                url, "the emoji popularity", otherwise: "emoji search ranks without it", diagnostics: &diagnostics,
                with: reading { try EmojiPopularity(contentsOf: $0, catalog: EmojiCatalog.embedded()) })
        }
        guard let first = languages.first(where: { lexicons[$0.identifier] != nil }),
            let firstLexicon = lexicons[first.identifier]
        else {
            return Loaded(suggestionProvider: nil, emojiPopularity: popularity, diagnostics: diagnostics)
        }
        var provider = SuggestionProvider(
            lexicon: firstLexicon, learnedWords: learnedWords, textReplacements: textReplacements,
            languageLexicons: languages.count > 1 ? lexicons : [:])
        // Ranking completions by a model needs the lexicon's words it lacks: every word read once,
        // here, off the main thread, rather than on the first key-up.
        let unseen = models.reduce(into: [String: UnseenWords]()) { tables, entry in
            guard let lexicon = lexicons[entry.key] else { return }
            tables[entry.key] = UnseenWords(model: entry.value, lexicon: lexicon)
        }
        provider.languageModel = models[first.identifier]
        provider.unseenWords = unseen[first.identifier]
        provider.offensiveWords = OffensiveWords.embedded(forLanguage: first.identifier)
        if languages.count > 1 {
            provider.languageModels = models
            provider.languageUnseenWords = unseen
            provider.languageOffensiveWords = lexicons.keys.reduce(into: [:]) { lists, identifier in
                lists[identifier] = OffensiveWords.embedded(forLanguage: identifier)
            }
        }
        if languages.count > 1 {
            provider.languagesWithoutLexicon = Set(languages.map(\.identifier).filter { lexicons[$0] == nil })
        }
        return Loaded(suggestionProvider: provider, emojiPopularity: popularity, diagnostics: diagnostics)
    }

    /// What ``load(learnedWords:textReplacements:sharing:)`` made.
    public struct Loaded: Sendable {
        /// What the keyboard suggests with; nil when no language has a lexicon that loaded.
        public var suggestionProvider: SuggestionProvider?
        /// What ranks the emoji page's search (``KeyboardEngine/emojiPopularity``); nil without it.
        public var emojiPopularity: EmojiPopularity?
        /// Why a lexicon could not be read; never any of its words.
        public var diagnostics: [Diagnostic]
    }
}

extension KeyboardConfiguration {
    /// Which lexicon and language model serve each of the keyboard's languages, from `lookup` (see
    /// ``KeyboardLanguageData``): each of its ``languages``, else the one language its set's or its
    /// text layout's `locale` names, else English for a keyboard that names no language at all.
    public func languageData(from lookup: LanguageDataLookup) -> KeyboardLanguageData {
        KeyboardLanguageData(
            languages: suggestionLanguages.map { identifier in
                let tag = LanguageTag(identifier)
                return KeyboardLanguageData.Language(
                    identifier: identifier, lexiconURL: tag.flatMap(lookup.lexiconURL(for:)),
                    modelURL: tag.flatMap(lookup.modelURL(for:)))
            }, emojiPopularityURL: lookup.emojiPopularityURL)
    }

    /// The identifiers of the languages the keyboard suggests in (see ``languageData(from:)``).
    var suggestionLanguages: [String] {
        if !languages.isEmpty { return languages.map(\.identifier) }
        return [namedLocale ?? "en"]
    }

    /// The language the keyboard types, as a lowercase language code (`en` for `en_US`, `pt` for
    /// `pt-BR`): its first language's, else that of the `locale` of its set or of the layout ordinary
    /// text fields show; nil when none names one.
    @_spi(Tooling) public var languageCode: String? {
        (languages.first?.identifier ?? namedLocale).flatMap(LanguageTag.init)?.languageCode
    }

    /// The `locale` of the set, else of the layout ordinary text fields show.
    private var namedLocale: String? {
        self.set.locale ?? layoutName(for: .default).flatMap { layouts[$0] }?.locale
    }
}

extension KeyboardLanguageData {
    /// Reads the file at `url` with `read`, or, when it cannot be read, says in `diagnostics` which
    /// file it was (`what`), why, and what the keyboard does without it (`consequence`).
    fileprivate static func read<Value>(
        _ url: URL, _ what: String, otherwise consequence: String, diagnostics: inout [Diagnostic],
        with read: (URL) throws -> Value
    ) -> Value? {
        do {
            return try read(url)
        } catch {
            diagnostics.append(
                Diagnostic(
                    file: url.lastPathComponent, line: 1, column: 1, pointer: "", severity: .warning,
                    message: "\(what) could not be loaded (\(error)); \(consequence)"))
            return nil
        }
    }
}
