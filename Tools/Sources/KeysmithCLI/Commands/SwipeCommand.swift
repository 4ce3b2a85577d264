import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith swipe`: the words Keysmith's swipe decoder reads in a stroke.
struct SwipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe",
        abstract: "Decode a swipe into the words it most likely spells.",
        discussion: """
            --word draws WORD as a stroke through its keys on the keyboard's first letters layout: \
            straight through the centres without --noise; with --noise σ, aiming around each centre \
            with a spread of σ key widths, cutting corners and sampling unevenly, as \
            docs/swipe-typing.md describes (0.2 is light, 0.35 moderate). --points reads a stroke \
            from a JSON file: an array of samples {"x", "y", "t"} in points from the top-left corner \
            of the keys area and in seconds.

            The words come from the lexicon of each of the keyboard's languages, as the keyboard \
            has them; with --language or --lexicon, from that lexicon alone. A keyboard Keysmith has \
            no lexicon for swipes no words: the command says so and exits with status 1.

            With --context, the stroke comes after that text: a language model (--model, else the \
            language's own) weighs each word by how likely it is after it, so that the same stroke \
            is `too` after "me" and `to` after "I want".

            With --format json, one object: {"input", "stroke": [{"x", "y", "t"}, ...], \
            "candidates": [{"word", "score"}, ...]}, best first; a score is a log-probability, \
            comparable only between the candidates of one stroke.
            """
    )

    @OptionGroup var keyboardOptions: KeyboardOptions
    var keyboard: String? { keyboardOptions.keyboard }

    @Option(help: "A word to draw as a stroke and decode.")
    var word: String?

    @Option(help: "With --word: the spread of the finger around each key's centre, in key widths.")
    var noise: Double?

    @Option(help: "With --word and --noise: the seed of the random stroke.")
    var seed: UInt64 = 1

    @Option(help: "A JSON file of samples {\"x\", \"y\", \"t\"} to decode.", completion: .file(extensions: ["json"]))
    var points: String?

    @Option(
        help: "A lexicon file made by `keysmith lexicon build`, in place of the keyboard's first language's.",
        completion: .file())
    var lexicon: String?

    @Option(help: "The text before the stroke: the sentence its word continues.")
    var context: String?

    @Option(help: "A language model file for --context; the language's own model by default.", completion: .file())
    var model: String?

    @OptionGroup var languageOptions: LanguageOptions
    var language: String? { languageOptions.language }

    @OptionGroup var deviceOptions: DeviceOptions
    var device: DeviceClass { deviceOptions.device }

    @Option(help: "How many candidates to print.")
    var limit = 5

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    func validate() throws {
        guard (word == nil) != (points == nil) else {
            throw ValidationError("Give either --word WORD or --points FILE.")
        }
        if let noise, !(noise.isFinite && noise >= 0) {
            throw ValidationError("--noise must be a number of key widths, 0 or more.")
        }
        if noise != nil, word == nil { throw ValidationError("--noise draws a --word; a --points stroke has its own.") }
        if let word, word.isEmpty { throw ValidationError("--word needs a word.") }
        if let points, !FileManager.default.fileExists(atPath: points) {
            throw ValidationError("No such file: \(points)")
        }
        if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
        try LexiconOption.validate(lexicon, language: language)
        try ModelOption.validate(model)
        if model != nil, context == nil { throw ValidationError("--model needs --context: the text it reads.") }
    }

    /// What the command prints with `--format json`.
    struct Output: Encodable {
        var input: String
        var stroke: [SwipePoint]
        var candidates: [SwipeCandidate]
    }

    func run() throws {
        let configuration = try Self.loadKeyboard(keyboard)
        guard var provider = try suggestionProvider(for: configuration) else {
            let languages = LanguageLexicons.languageData(for: configuration).languagesWithoutLexicon
            printError(
                "error: Keysmith has no lexicon for \(languages.joined(separator: ", ")), so the keyboard swipes no words; "
                    + "give --lexicon FILE or --language L")
            throw ExitCode(1)
        }
        let modelLanguage = language ?? configuration.languageCode ?? "en"
        if context != nil {
            guard let languageModel = try ModelOption.load(model, language: modelLanguage) else {
                throw ValidationError(
                    "--context needs a language model; Keysmith has none for \"\(modelLanguage)\": give one with --model FILE."
                )
            }
            provider.languageModel = languageModel
            let tag = LanguageTag(modelLanguage)
            for identifier in provider.languageLexicons.keys
            where tag.map({ LanguageTag(identifier)?.isSameLanguage(as: $0) ?? false }) ?? false {
                provider.languageModels[identifier] = languageModel
            }
        }
        let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
        var state = engine.initialState(host: .standard, deviceClass: device)
        if let context { _ = engine.handle(.documentChanged(TextContext(beforeInput: context)), state: &state) }
        let keys = SwipeKeys(geometry: state.geometry)
        let stroke: [SwipePoint]
        if let word {
            stroke = try Self.stroke(for: word, keys: keys, bounds: state.geometry.bounds, noise: noise, seed: seed)
        } else {
            stroke = try Self.readStroke(points ?? "")
        }
        let candidates = engine.swipeCandidates(for: stroke, in: state, limit: limit).map {
            SwipeCandidate(word: $0.word, score: ($0.score * 1000).rounded() / 1000)
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let output = Output(input: word ?? points ?? "", stroke: stroke, candidates: candidates)
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        case .text:
            if candidates.isEmpty { printError("no word fits this stroke") }
            for (rank, candidate) in candidates.enumerated() {
                print("\(rank + 1). \(candidate.word)\t\(String(format: "%.3f", candidate.score))")
            }
        }
    }

    /// What the keyboard decodes with: the lexicon of --lexicon or --language alone, else each of the
    /// keyboard's languages' own, as the keyboard has them (see ``LanguageLexicons``).
    private func suggestionProvider(for configuration: KeyboardConfiguration) throws -> SuggestionProvider? {
        if lexicon != nil || language != nil {
            return SuggestionProvider(lexicon: try LexiconOption.load(lexicon, language: language))
        }
        return try LanguageLexicons.suggestionProvider(for: configuration)
    }

    /// The keyboard `name` names, as the other commands' `--keyboard` reads it: a folder, a file, a
    /// layout of the embedded set or an embedded language.
    static func loadKeyboard(_ name: String?) throws -> KeyboardConfiguration {
        try KeyboardSource.load(name).configuration
    }

    /// The synthetic stroke of `word`: exact without `noise`, else drawn with that spread. Fails
    /// with status 1 when the word has a letter with no key or a single key.
    static func stroke(
        for word: String, keys: SwipeKeys, bounds: Rect, noise: Double?, seed: UInt64
    ) throws -> [SwipePoint] {
        guard let path = keys.keyPath(of: word) else {
            let missing = word.unicodeScalars.first { keys.keyPath(of: String($0)) == nil }
            printError("error: \(word): no key types or offers \(missing.map { "“\($0)”" } ?? "one of its letters")")
            throw ExitCode(1)
        }
        var generator = SeededGenerator(seed: seed)
        guard path.count > 1,
            let stroke = SyntheticStroke.stroke(
                for: word, keys: keys, bounds: bounds, noise: noise.map { SwipeNoise(spread: $0) } ?? .none,
                using: &generator)
        else {
            printError("error: \(word): all its letters are on one key, so it is tapped, not swiped")
            throw ExitCode(1)
        }
        return stroke
    }

    /// The samples of the stroke file at `path`, its problems printed as `file:line:column: …`;
    /// fails with status 1 when it has errors.
    static func readStroke(_ path: String) throws -> [SwipePoint] {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: cannot read \(path)")
            throw ExitCode(1)
        }
        let result = SwipeStrokeFile.load(SourceText(name: path, bytes: Array(data)))
        for diagnostic in result.diagnostics.sortedByLocation() { printError(diagnostic.description) }
        guard let stroke = result.cleanValue else { throw ExitCode(1) }
        return stroke
    }
}
