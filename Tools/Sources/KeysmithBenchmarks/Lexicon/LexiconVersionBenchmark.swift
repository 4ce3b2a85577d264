import Foundation
import KeysmithCLI
@_spi(Tooling) @_spi(Benchmarks) import KeysmithCore

/// `keysmith-bench lexicon`: one lexicon's words as version 1 and version 2 files, searched with
/// the same queries, each query timed on its own in the thread's CPU time, the versions alternated
/// query by query so that both see the same load. Held to issue #24's budget: version 2's
/// correction at most 1.2× version 1's median and p99, its completion at least version 1's rate.
///
/// Queries come from the lexicon's own words, every 97th in symbol order: correction typed them on
/// the embedded English layout with Gaussian noise of half a key width (seeded, so every run types
/// the same; words with a letter that layout cannot type are left out), completion their first one,
/// two and three letters.
package enum LexiconVersionBenchmark {
    /// What is searched.
    package enum Work: String, CaseIterable, Sendable {
        /// `SpellingCorrector.rank`, what the keyboard's corrector runs.
        case rank
        /// The words within two edits alone (`words(within: 2)`), without spelling them.
        case words
        /// The three most frequent completions of a prefix.
        case completion

        /// The most version 2 may take, as a multiple of version 1, at the median and p99.
        package var budget: Double { self == .completion ? 1.0 : 1.2 }
    }

    /// One work's timings in both versions.
    package struct Comparison {
        package var work: Work
        package var version1: BenchmarkResult
        package var version2: BenchmarkResult
        /// Version 2's median and p99 over version 1's.
        package var medianRatio: Double { version2.median / max(version1.median, 1) }
        package var p99Ratio: Double { version2.p99 / max(version1.p99, 1) }
        /// Version 2's total time over version 1's: the inverse of its rate.
        package var totalRatio: Double {
            version2.samples.reduce(0, +) / max(version1.samples.reduce(0, +), 1)
        }
        /// Correction is held at the median and p99, completion's rate by its total time.
        package var isWithinBudget: Bool {
            work == .completion
                ? totalRatio <= work.budget : medianRatio <= work.budget && p99Ratio <= work.budget
        }
    }

    /// A lexicon in both versions and the queries searched in it.
    package struct Setup {
        package var language: String
        var versions: LexiconVersions
        /// Typed words, for correction.
        package var typed: [String]
        /// Prefixes, for completion.
        package var prefixes: [String]

        package func count(of work: Work) -> Int { work == .completion ? prefixes.count : typed.count }

        /// The lexicon's size in both versions and the number of queries.
        package var summary: String {
            "Lexicon \(language): \(versions.wordCount) words, version 1 \(versions.byteCount(.version1)) bytes, "
                + "version 2 \(versions.byteCount(.version2)) bytes\n"
                + "Queries: \(typed.count) typed words, \(prefixes.count) prefixes"
        }
    }

    /// Loads `language`'s lexicon, builds its version 1 twin and the queries.
    package static func setup(language: String) throws -> Setup {
        guard let lexicon = try LanguageLexicons.lexicon(for: language) else {
            throw SuggestionBenchmark.Failure(description: "no lexicon for \"\(language)\"")
        }
        let geometry = try SuggestionBenchmark.englishGeometry()
        let typing = SyntheticTyping(geometry: geometry, sigma: 0.5)
        let versions = try LexiconVersions(lexicon, keys: LetterKeys(geometry: geometry))
        var generator = SeededGenerator(seed: 24)
        var typed: [String] = []
        var prefixes: [String] = []
        for (index, entry) in lexicon.allWords().enumerated() where index % 97 == 0 {
            let scalars = Array(entry.word.unicodeScalars)
            for length in 1...3 where length < scalars.count {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[0..<length])
                prefixes.append(String(prefix))
            }
            if scalars.count >= 2, typing.canType(entry.word) {
                let typedWord = typing.type(entry.word, using: &generator).typed
                if !typedWord.isEmpty { typed.append(typedWord) }
            }
        }
        return Setup(language: language, versions: versions, typed: typed, prefixes: prefixes)
    }

    /// The names of the versions compared, in the order ``countOnly(_:rounds:_:)`` runs them.
    package static let versionNames = LexiconVersions.Version.allCases.map(\.rawValue)

    /// The result of query `index` of `work` in `version`, reduced to a number that depends on
    /// all of it, so that nothing is optimised away.
    @inline(__always) static func run(_ work: Work, _ index: Int, in version: LexiconVersions.Version, _ setup: Setup)
        -> Int
    {
        switch work {
        case .rank: setup.versions.rank(setup.typed[index], in: version).count
        case .words: setup.versions.countWithinTwo(of: setup.typed[index], in: version)
        case .completion: setup.versions.completions(of: setup.prefixes[index], limit: 3, in: version).count
        }
    }

    /// The queries whose results differ between version 1 and version 2, for each work; all should
    /// be the same.
    package static func differences(_ setup: Setup) -> [Work: Int] {
        var result: [Work: Int] = [:]
        let versions = setup.versions
        result[.rank] = setup.typed.count { versions.rank($0, in: .version1) != versions.rank($0, in: .version2) }
        result[.words] = setup.typed.count { word in
            let first = versions.wordsWithinTwo(of: word, in: .version1)
            let second = versions.wordsWithinTwo(of: word, in: .version2)
            return first.map(\.word) != second.map(\.word) || first.map(\.distance) != second.map(\.distance)
                || first.map(\.score) != second.map(\.score)
        }
        result[.completion] = setup.prefixes.count { prefix in
            let first = versions.completions(of: prefix, limit: 3, in: .version1)
            let second = versions.completions(of: prefix, limit: 3, in: .version2)
            return first.map(\.word) != second.map(\.word) || first.map(\.score) != second.map(\.score)
        }
        return result
    }

    /// Times every query of `work` on its own, `rounds` times after one round to warm up, every
    /// version one after the other for each query.
    package static func compare(_ work: Work, rounds: Int, _ setup: Setup) -> Comparison {
        let count = setup.count(of: work)
        let versions = LexiconVersions.Version.allCases
        var samples = versions.map { _ in [Double]() }
        for index in samples.indices { samples[index].reserveCapacity(count * rounds) }
        var sink = 0
        for index in 0..<count {
            for version in versions { sink &+= run(work, index, in: version, setup) }
        }
        for round in 0..<rounds {
            for index in 0..<count {
                // Which version goes first turns, so that none always finds the processor's caches warm.
                for turn in 0..<versions.count {
                    let which = (round + index + turn) % versions.count
                    let start = ThreadCPUTime.nanoseconds()
                    sink &+= run(work, index, in: versions[which], setup)
                    samples[which].append(Double(ThreadCPUTime.nanoseconds() &- start))
                }
            }
        }
        withExtendedLifetime(sink) {}
        func result(_ version: LexiconVersions.Version) -> BenchmarkResult {
            BenchmarkResult(name: version.rawValue, samples: samples[versions.firstIndex(of: version) ?? 0])
        }
        return Comparison(work: work, version1: result(.version1), version2: result(.version2))
    }

    /// Runs every query of each work `rounds` times in each version, after one round of all of them
    /// to warm up, each work and version in one call of ``callgrindMeasured(_:)`` (the versions in
    /// the order of `LexiconVersions.Version.allCases` for each work, the works in the order of
    /// `works`), and returns how many queries each call ran: for scripts/callgrind_lexicon.sh, which
    /// counts the instructions of each call.
    package static func countOnly(_ works: [Work], rounds: Int, _ setup: Setup) -> [Int] {
        var sink = 0
        for work in works {
            for index in 0..<setup.count(of: work) {
                for version in LexiconVersions.Version.allCases { sink &+= run(work, index, in: version, setup) }
            }
        }
        var counts: [Int] = []
        for work in works {
            for version in LexiconVersions.Version.allCases {
                sink &+= callgrindMeasured {
                    var sum = 0
                    for _ in 0..<rounds {
                        for index in 0..<setup.count(of: work) { sum &+= run(work, index, in: version, setup) }
                    }
                    return sum
                }
                counts.append(setup.count(of: work) * rounds)
            }
        }
        withExtendedLifetime(sink) {}
        return counts
    }

    /// Runs `body`: the one function whose instructions callgrind collects, with a dump after each
    /// call.
    @inline(never) static func callgrindMeasured(_ body: () -> Int) -> Int {
        body()
    }
}
