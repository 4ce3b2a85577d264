import Foundation
@_spi(Tooling) import KeysmithCore
import KeysmithLexicons

/// Measures the emoji data: reading the catalog and a language's names, the memory they take, and
/// the search of the emoji page and of the suggestion bar, over the English and French
/// annotations. `keysmith-bench emoji` runs it.
///
/// The queries are what a user types into the search field, one letter at a time: every prefix, up
/// to eight letters, of the first word of each emoji's name in the language (`p`, `pi`, `piz`…), so
/// the short and slow prefixes weigh as they do in use. Each query is timed `rounds` times and its
/// fastest time kept, which leaves out the machine's other work; the median and p95 are over the
/// queries.
package enum EmojiBenchmark {
    package struct Options: Sendable {
        package var languages: [String]
        package var rounds: Int
        package var limit: Int

        package init(languages: [String] = ["en", "fr"], rounds: Int = 3, limit: Int = 50) {
            self.languages = languages
            self.rounds = rounds
            self.limit = limit
        }
    }

    /// One language's figures.
    struct LanguageFigures {
        var language: String
        var loadNanoseconds: Double
        var residentGrowth: Int?
        var queries: Int
        var search: BenchmarkResult
        var named: BenchmarkResult
        /// The search ranked by KeysmithLexicons' emoji popularity.
        var ranked: BenchmarkResult
    }

    /// The figures of a run.
    struct Figures {
        var foldingResidentGrowth: Int?
        var catalogLoad: BenchmarkResult
        /// Reading KeysmithLexicons' emoji popularity, after the languages, and the memory it takes.
        var popularityLoadNanoseconds: Double
        var popularityResidentGrowth: Int?
        var catalogResidentGrowth: Int?
        var dataBytes: (catalog: Int, annotations: Int, perLanguage: [String: Int])
        var languages: [LanguageFigures]
        var totalResidentGrowth: Int?
    }

    /// Runs the benchmark and returns its report in Markdown.
    package static func report(_ options: Options, command: String) throws -> String {
        let figures = try measure(options)
        // The page last: its first opening reads the embedded catalog, which the figures above did not.
        let page = try EmojiPageBenchmark.run(iterations: 200, rounds: 100)
        return render(figures, page: page, options: options, command: command, machine: Benchmark.machineDescription)
    }

    static func measure(_ options: Options) throws -> Figures {
        guard let folder = EmojiCatalog.embeddedFolder else {
            throw EmojiBenchmarkError("the emoji data is missing from this build of Keysmith")
        }
        let catalogURL = folder.appendingPathComponent("Emoji.txt")
        let annotations = folder.appendingPathComponent("Annotations")

        // Memory first, in this process's fresh heap: the catalog, then each language's data. The
        // first use of Foundation's string folding, which the index calls for names that are not
        // ASCII, allocates tables the whole process shares; it is measured on its own.
        let beforeFolding = Benchmark.residentByKind?.anonymous
        _ = "Île, Straße, Ωμέγα, Ёж".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let before = Benchmark.residentByKind?.anonymous
        let catalog = try EmojiCatalog(contentsOf: catalogURL, annotationsFolder: annotations)
        _ = catalog.emoji(for: "👋🏽")
        let afterCatalog = Benchmark.residentByKind?.anonymous
        var languages: [LanguageFigures] = []
        var previous = afterCatalog
        let clock = ContinuousClock()
        let popularityStart = clock.now
        let popularity = try KeysmithLexicons.emojiPopularity(for: catalog)
        let popularityLoad = Benchmark.nanoseconds(popularityStart.duration(to: clock.now))
        let afterPopularity = Benchmark.residentByKind?.anonymous
        let popularityGrowth = difference(afterCatalog, afterPopularity)
        previous = afterPopularity
        for language in options.languages {
            let start = clock.now
            _ = catalog.search("a", language: language, limit: 1)
            let load = Benchmark.nanoseconds(start.duration(to: clock.now))
            let now = Benchmark.residentByKind?.anonymous
            let growth = difference(previous, now)
            previous = now
            let queries = queries(catalog, language: language)
            let search = time("search \(language)", queries, rounds: options.rounds) {
                catalog.search($0, language: language, limit: options.limit).count
            }
            let ranked = time("ranked search \(language)", queries, rounds: options.rounds) {
                catalog.search($0, language: language, limit: options.limit, popularity: popularity).count
            }
            let words = Array(Set(queries.filter { $0.count >= 3 })).sorted()
            let named = time("named \(language)", words, rounds: options.rounds) {
                catalog.emoji(named: $0, language: language, limit: 1).count
            }
            languages.append(
                LanguageFigures(
                    language: language, loadNanoseconds: load, residentGrowth: growth, queries: queries.count,
                    search: search, named: named, ranked: ranked))
        }
        let catalogLoad = try Benchmark.measure("catalog", iterations: 20, warmup: 2) {
            try EmojiCatalog(contentsOf: catalogURL, annotationsFolder: annotations).emoji.count
        }
        func size(_ url: URL) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: annotations.path)) ?? []
        var perLanguage: [String: Int] = [:]
        for file in files where file.hasSuffix(".txt") {
            perLanguage[String(file.dropLast(4))] = size(annotations.appendingPathComponent(file))
        }
        return Figures(
            foldingResidentGrowth: difference(beforeFolding, before), catalogLoad: catalogLoad,
            popularityLoadNanoseconds: popularityLoad, popularityResidentGrowth: popularityGrowth,
            catalogResidentGrowth: difference(before, afterCatalog),
            dataBytes: (size(catalogURL), perLanguage.values.reduce(0, +), perLanguage), languages: languages,
            totalResidentGrowth: difference(before, previous))
    }

    /// `after - before`, when both are known.
    private static func difference(_ before: Int?, _ after: Int?) -> Int? {
        guard let before, let after else { return nil }
        return after - before
    }

    /// Every prefix, up to eight letters, of the first word of each emoji's name in `language`.
    static func queries(_ catalog: EmojiCatalog, language: String) -> [String] {
        var queries: [String] = []
        for emoji in catalog.emoji {
            let name = catalog.name(of: emoji, language: language)
            guard let word = name.split(whereSeparator: { !$0.isLetter }).first else { continue }
            for length in 1...min(8, word.count) { queries.append(String(word.prefix(length))) }
        }
        return queries
    }

    /// Times `operation` on each input `rounds` times, keeping each input's fastest time.
    private static func time(
        _ name: String, _ inputs: [String], rounds: Int, _ operation: (String) -> Int
    ) -> BenchmarkResult {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(inputs.count)
        var sink = 0
        for input in inputs {
            var best = Double.infinity
            for _ in 0..<rounds {
                let start = clock.now
                sink &+= operation(input)
                best = min(best, Benchmark.nanoseconds(start.duration(to: clock.now)))
            }
            samples.append(best)
        }
        withExtendedLifetime(sink) {}
        return BenchmarkResult(name: name, samples: samples)
    }
}

struct EmojiBenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
