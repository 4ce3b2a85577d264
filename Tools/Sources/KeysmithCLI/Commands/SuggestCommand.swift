import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith suggest`: the completions and corrections Keysmith offers for typed words.
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Print the completions and corrections offered for words.",
        discussion: """
            For each WORD: the three most frequent words starting with it, and the three best \
            corrections within two edits, ranked by frequency and by the distance between keys on \
            the letters layout of a keyboard on an iPhone in portrait. Both keep the word's case. A \
            correction list includes the word itself when it is a word.

            The words come from the embedded English lexicon, the lexicon of --language (English \
            from Keysmith itself, the other languages from the KeysmithLexicons product), or a \
            --lexicon file. The keys come from --keyboard, else from the embedded keyboard of \
            --language, else from the embedded English keyboard.

            With --context, the words come after that text, as in the keyboard: a language model \
            (--model, else the language's own) ranks them by how likely each is after it, so that \
            `thw` after "in" is `the`.

            Offensive words are left out, as the keyboard leaves them out while Block Offensive \
            Words is on, unless the word typed is the whole word; --allow-offensive keeps them.

            With --format json, one JSON object per word and line: \
            {"input", "completions": [...], "corrections": [...]}.
            """
    )

    @Option(
        help: "A lexicon file made by `keysmith lexicon build`; the embedded English lexicon by default.",
        completion: .file())
    var lexicon: String?

    @Option(help: "The text before the words: the sentence they continue.")
    var context: String?

    @Option(help: "A language model file for --context; the language's own model by default.", completion: .file())
    var model: String?

    @OptionGroup var languageOptions: LanguageOptions
    var language: String? { languageOptions.language }

    @OptionGroup var offensiveWordOptions: OffensiveWordOptions

    @OptionGroup var keyboardOptions: KeyboardOptions
    var keyboard: String? { keyboardOptions.keyboard }

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    @Argument(help: "The words to complete and correct.")
    var words: [String] = []

    func validate() throws {
        if words.isEmpty { throw ValidationError("Name at least one word.") }
        try LexiconOption.validate(lexicon, language: language)
        try ModelOption.validate(model)
        if model != nil, context == nil { throw ValidationError("--model needs --context: the text it reads.") }
    }

    /// What the command prints for one word.
    struct WordSuggestions: Encodable {
        var input: String
        var completions: [String]
        var corrections: [String]
    }

    func run() throws {
        var provider = SuggestionProvider(lexicon: try LexiconOption.load(lexicon, language: language))
        provider.offensiveWords = offensiveWordOptions.blockedWords(language: language)
        let keys = try letterGeometry().map(LetterKeys.init(geometry:))
        var sentence: SentenceContext?
        if let context {
            guard let languageModel = try ModelOption.load(model, language: language) else {
                throw ValidationError(
                    "--context needs a language model; Keysmith has none for \"\(language ?? "en")\": give one with --model FILE."
                )
            }
            sentence = ModelOption.sentence(context, model: languageModel, language: language)
            // As the keyboard does, the model ranks completions, the lexicon's words it lacks among them.
            provider.unseenWords = UnseenWords(model: languageModel, lexicon: provider.lexicon)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for word in words {
            let shape = CaseShape(of: word)
            let result = WordSuggestions(
                input: word,
                completions: provider.completions(of: word, limit: 3, sentence: sentence),
                corrections: provider.corrections(of: word, keys: keys, limit: 3, sentence: sentence).corrections.map {
                    shape.apply(to: $0.word)
                })
            switch format {
            case .json:
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            case .text:
                func list(_ items: [String]) -> String { items.isEmpty ? "none" : items.joined(separator: ", ") }
                print("\(word): completions: \(list(result.completions)); corrections: \(list(result.corrections))")
            }
        }
    }

    /// The layout whose keys rank corrections: the letters of --keyboard, else of the embedded
    /// keyboard of --language (with a note when there is none, and the English one instead), else
    /// the embedded English layout.
    private func letterGeometry() throws -> KeyboardGeometry? {
        if let keyboard {
            let source = try KeyboardSource.load(keyboard)
            return LetterLayouts.letters(of: source.configuration, layout: source.startLayout)
        }
        if let language {
            if let embedded = LetterLayouts.embedded(language: language) { return embedded.geometry }
            printError("note: Keysmith embeds no keyboard for \"\(language)\"; ranking by the English layout's keys")
        }
        return LetterLayouts.embeddedEnglish
    }
}
