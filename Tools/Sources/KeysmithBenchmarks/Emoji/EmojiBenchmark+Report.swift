import Foundation

extension EmojiBenchmark {
    /// The targets of issue 13, on this machine.
    static let searchMedianTarget = 200_000.0
    static let searchP95Target = 2_000_000.0
    static let memoryTarget = 3 * 1_048_576

    /// The report: how it was run, on what machine, and the figures against the targets, with a
    /// section for the emoji page's own figures.
    static func render(
        _ figures: Figures, page: EmojiPageBenchmark.Report, options: Options, command: String, machine: String
    ) -> String {
        func time(_ nanoseconds: Double) -> String { Benchmark.format(nanoseconds: nanoseconds) }
        func mebibytes(_ bytes: Int?) -> String {
            bytes.map { String(format: "%.2f MiB", Double($0) / 1_048_576) } ?? "unknown"
        }
        func kibibytes(_ bytes: Int) -> String { String(format: "%.0f KiB", Double(bytes) / 1024) }
        func meets(_ ok: Bool) -> String { ok ? "yes" : "**no**" }
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: ", ") ?? "unknown"

        var lines = [
            "# Emoji benchmark",
            "",
            "Run with, from `Tools/`:",
            "",
            "```sh",
            "swift build -c release --package-path .",
            ".build/release/\(command.hasPrefix("keysmith-bench") ? command : "keysmith-bench emoji")",
            "```",
            "",
            "- Machine: \(machine).",
            "- Load average (1, 5, 15 minutes) at the end of the run: \(load); the machine is shared with other builds, so the timings are on the slow side.",
            "- Data: the emoji catalog (`Emoji.txt`, \(kibibytes(figures.dataBytes.catalog))) and the annotations of \(figures.dataBytes.perLanguage.keys.filter { !$0.contains("_") }.count) languages and \(figures.dataBytes.perLanguage.keys.filter { $0.contains("_") }.count) regions (\(kibibytes(figures.dataBytes.annotations)) in all, \(options.languages.map { "\($0) \(kibibytes(figures.dataBytes.perLanguage[$0] ?? 0))" }.joined(separator: ", "))), read from the files in KeysmithCore's resources.",
            "- Queries: every prefix, up to eight letters, of the first word of each emoji's name in the language, as a user types them into the search field; each timed \(options.rounds) times, its fastest time kept; the median and p95 are over the queries. A search returns at most \(options.limit) emoji. *Named* is the suggestion bar's lookup of a whole word (`EmojiCatalog.emoji(named:language:)`), over the distinct queries of three letters or more. *Ranked* is the same search ranked by KeysmithLexicons' emoji popularity (`EmojiPopularity`), as a keyboard that adds that product searches.",
            "- Memory: the growth of the process's anonymous resident memory (heap) from before the catalog is read to after it and each language's names and search index are, measured first thing in a fresh process; the lookup of emoji by their characters (for recents and toned forms) is built with the catalog.",
            "",
            "## Search",
            "",
            "| language | queries | median | p95 | p99 | slowest | named: median | named: p95 | ranked: median | ranked: p95 | median ≤ 200 µs | p95 ≤ 2 ms |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
        ]
        for row in figures.languages {
            lines.append(
                "| \(row.language) | \(row.queries) | \(time(row.search.median)) | \(time(row.search.percentile(95))) | \(time(row.search.p99)) | \(time(row.search.maximum)) | \(time(row.named.median)) | \(time(row.named.percentile(95))) | \(time(row.ranked.median)) | \(time(row.ranked.percentile(95))) | \(meets(max(row.search.median, row.ranked.median) <= searchMedianTarget)) | \(meets(max(row.search.percentile(95), row.ranked.percentile(95)) <= searchP95Target)) |"
            )
        }
        lines += [
            "",
            "## Loading and memory",
            "",
            "| what | time | resident growth |",
            "|---|---:|---:|",
            "| the catalog (median of 20 reads) | \(time(figures.catalogLoad.median)) | \(mebibytes(figures.catalogResidentGrowth)) |",
            "| the emoji popularity of KeysmithLexicons, all its lists | \(time(figures.popularityLoadNanoseconds)) | \(mebibytes(figures.popularityResidentGrowth)) |",
        ]
        for row in figures.languages {
            lines.append(
                "| \(row.language): names and search index, on the first search | \(time(row.loadNanoseconds)) | \(mebibytes(row.residentGrowth)) |"
            )
        }
        let total = figures.totalResidentGrowth
        lines += [
            "| **all of it** | | **\(mebibytes(total))** |",
            "",
            "Not counted above: the first use of Foundation's string folding (which the index uses for names that are not ASCII, and any other text handling of the process may use too) grew resident memory by \(mebibytes(figures.foldingResidentGrowth)) before the catalog was read.",
            "",
            "Target: the emoji data and index resident ≤ 3 MiB: \(meets((total ?? .max) <= memoryTarget)).",
            "",
            "## The emoji page: opening and scrolling",
            "",
            "Opening is a tap on the emoji key of the embedded English keyboard on an iPhone held upright (two touch events through the engine), then the render model and its display list: all a shell needs to draw the first screen. The first opening in the process also reads the embedded catalog. Scrolling moves the grid 40 points per event to its end and back, tapping each category's tab on the way, with a render model and display list after every event; one round is made first, so that what is made once is not counted, then \(page.scrollRounds) are measured.",
            "",
            page.markdown,
            "",
            "Targets: opening and drawing the first screen ≤ 10 ms: \(meets(max(page.firstOpen, page.openP95) <= 10_000_000)); scrolling grows resident memory by < 0.5 MiB: \(meets((page.residentGrowthMiB ?? .infinity) < 0.5)).",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
