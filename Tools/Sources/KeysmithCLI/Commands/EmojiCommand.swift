import ArgumentParser
import Foundation
import KeysmithCore
import KeysmithLexicons

/// `keysmith emoji`: the embedded emoji catalog and its search.
struct EmojiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji",
        abstract: "Search the embedded emoji by their names and keywords in a language.",
        subcommands: [Search.self]
    )

    /// `keysmith emoji search QUERY [--language fr] [--limit N] [--ios 15.4] [--no-popularity] [--format json]`.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the emoji a search on the emoji page finds, best first.",
            discussion: """
                The QUERY is matched, ignoring case and diacritics, against the names and keywords \
                of Unicode CLDR's emoji annotations in --language (English by default): first the \
                emoji named QUERY, then those with QUERY as a keyword, then those with a name or \
                keyword starting with QUERY, then those with a word of the name starting with each \
                word of QUERY, then those with such words in the name and keywords. Among equal \
                matches, the emoji people use most come first, by the KeysmithLexicons product's \
                emoji popularity (wordfreq's counts, CC BY-SA 4.0) in the language, as on a keyboard \
                that adds it; --no-popularity ranks them as KeysmithCore alone does. Emoji newer than \
                the annotations are found by their English name.

                Text prints one emoji per line with its name in the language and how it matched. \
                With --format json, one object: {"query", "language", "results": [{"emoji", "name", \
                "match", "group", "version"}]}, where language is the annotations' language.
                """
        )

        @Argument(help: "What is typed into the emoji page's search field.")
        var query: String

        @OptionGroup var languageOptions: LanguageOptions
        /// The language of the names and keywords: English without `--language`.
        var language: String { languageOptions.language ?? "en" }

        @Option(help: "The most emoji to print.")
        var limit = 10

        @Option(help: "Leave out emoji newer than this iOS version shows, such as 15.4.")
        var ios: String?

        @Flag(
            name: .customLong("popularity"), inversion: .prefixedNo,
            help: "Rank equal matches by how often people use each emoji (KeysmithLexicons).")
        var usesPopularity = true

        @OptionGroup var formatOptions: FormatOptions
        var format: OutputFormat { formatOptions.format }

        func validate() throws {
            if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
            if let ios, Self.operatingSystemVersion(ios) == nil {
                throw ValidationError("--ios takes a version such as 15 or 16.4, not \"\(ios)\".")
            }
        }

        /// What the command prints, as JSON.
        struct Output: Encodable {
            struct Result: Encodable {
                var emoji: String
                var name: String
                var match: String
                var group: String
                var version: String
            }
            var query: String
            var language: String
            var results: [Result]
        }

        func run() throws {
            let catalog: EmojiCatalog
            do {
                catalog = try EmojiCatalog.embedded()
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
            let annotations = catalog.annotationLanguage(for: language)
            if !catalog.hasAnnotations(in: language) {
                printError("note: Keysmith has no emoji annotations in \"\(language)\"; searching the English ones")
            }
            let version = ios.flatMap(Self.operatingSystemVersion).map(EmojiVersion.supported(onIOS:))
            let popularity: EmojiPopularity?
            do {
                popularity = usesPopularity ? try KeysmithLexicons.emojiPopularity(for: catalog) : nil
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
            let results = catalog.search(
                query, language: language, limit: limit, availableIn: version, popularity: popularity)
            let output = Output(
                query: query, language: annotations,
                results: results.map {
                    Output.Result(
                        emoji: $0.emoji.characters, name: catalog.name(of: $0.emoji, language: language),
                        match: Self.title(of: $0.match), group: $0.emoji.group.id,
                        version: $0.emoji.version.description)
                })
            switch format {
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(output), as: UTF8.self))
            case .text:
                if output.results.isEmpty { print("no emoji found for \"\(query)\"") }
                for result in output.results { print("\(result.emoji)  \(result.name)  (\(result.match))") }
            }
        }

        /// How a match is named in the output.
        static func title(of match: EmojiMatch) -> String {
            switch match {
            case .name: "name"
            case .keyword: "keyword"
            case .phrasePrefix: "prefix"
            case .nameWords: "name words"
            case .keywordWords: "keyword words"
            }
        }

        /// `15`, `15.4` or `15.4.1` as an operating system version; nil for anything else.
        static func operatingSystemVersion(_ text: String) -> OperatingSystemVersion? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
            let numbers = parts.compactMap { $0 } + [0, 0]
            return OperatingSystemVersion(majorVersion: numbers[0], minorVersion: numbers[1], patchVersion: numbers[2])
        }
    }
}
