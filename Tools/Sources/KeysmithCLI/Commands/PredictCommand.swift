import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith predict`: the next words a language model expects after a sentence.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Print the likeliest next words after the start of a sentence.",
        discussion: """
            For each TEXT, the words the suggestion bar offers after it and a space: the likeliest \
            next words for its last sentence, as the keyboard reads it, in the case the bar shows \
            them (a capital at the start of a sentence), with each one's log10 probability.

            The model is the --model file, else the one Keysmith has for --language (English by \
            default). Build one from your own text with `keysmith model build`.

            With --format json, one JSON object per text and line: {"input", "context": [...], \
            "predictions": [{"word", "log10Probability"}]}, the context being the words the model \
            read, `<s>` marking the start of the sentence.
            """
    )

    @Option(help: "A language model file; the language's own model by default.", completion: .file())
    var model: String?

    @OptionGroup var languageOptions: LanguageOptions
    var language: String? { languageOptions.language }

    @Option(help: "How many words to print for each text.")
    var limit: Int = 3

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    @Argument(help: "The starts of sentences, each one argument: \"I'll see\".")
    var texts: [String] = []

    func validate() throws {
        if texts.isEmpty { throw ValidationError("Give at least one text.") }
        if !(1...100).contains(limit) { throw ValidationError("--limit must be from 1 to 100.") }
        try ModelOption.validate(model)
    }

    /// What the command prints for one text.
    struct TextPredictions: Encodable {
        struct Word: Encodable {
            var word: String
            var log10Probability: Double
        }
        var input: String
        var context: [String]
        var predictions: [Word]
    }

    func run() throws {
        guard let languageModel = try ModelOption.load(model, language: language) else {
            throw ValidationError(
                "Keysmith has no language model for \"\(language ?? "en")\"; give one with --model FILE.")
        }
        let letterCase = LetterCase(locale: language ?? "en")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for text in texts {
            let sentence = ModelOption.sentence(text, model: languageModel, language: language)
            let words = sentence.likeliestNextWords(limit: limit).map { predicted in
                TextPredictions.Word(
                    word: SuggestionProvider.cased(
                        predicted.word, startingSentence: sentence.startsSentence, host: .standard, letterCase),
                    log10Probability: (predicted.log10Probability * 10_000).rounded() / 10_000)
            }
            let result = TextPredictions(input: text, context: sentence.words, predictions: words)
            switch format {
            case .json:
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            case .text:
                let list = words.map { "\($0.word) (\($0.log10Probability))" }
                print("\(text): \(list.isEmpty ? "none" : list.joined(separator: ", "))")
            }
        }
    }
}
