import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Resident memory of this process before and after what issue #24 budgets: a keyboard of two
/// languages (the embedded English and French keyboards), its engine with both lexicons having typed
/// a paragraph in both, and one language's emoji search; then after showing and dismissing the
/// keyboard 1,000 times (each time a new engine, state and render model).
struct MemoryFigures {
    /// What issue #24 holds to 8 MiB: the heap the engine, the configuration and the emoji search
    /// added, and the resident pages of the two mapped lexicons, counted apart.
    struct BudgetedSet {
        var heap: Int
        var lexicons: Int

        static let budget = 8 * 1_048_576
        static let title = "resident memory of engine, configuration, two lexicons and one language's emoji search"

        var total: Int { heap + lexicons }
        var isWithinBudget: Bool { total <= Self.budget }
    }

    var residentAtStart: Int
    var residentAfterLoad: Int
    var residentAfterCycles: Int
    /// What loading added, as heap and as file-backed memory; nil where the system does not say.
    var addedByKind: (anonymous: Int, fileBacked: Int)?
    /// Resident memory of the mapped English and French lexicons.
    var lexiconMapped: Int?
    /// Resident memory of this executable's code that loading added.
    var codeAdded: Int?
    /// The figure the budget counts; nil where the system does not say.
    var budgeted: BudgetedSet? = nil

    /// Measures; run it first, before the benchmarks allocate.
    static func measure() -> MemoryFigures {
        let residentAtStart = Benchmark.residentBytes ?? 0
        let kindsAtStart = Benchmark.residentByKind
        let executableName = Bundle.main.executableURL?.lastPathComponent ?? "keysmith-bench"
        let codeAtStart = Benchmark.residentBytes(mappedFile: executableName)
        var keptAlive: [KeyboardRenderModel] = []
        var keptEngines: [KeyboardEngine] = []
        var keptResults: [EmojiSearchResult] = []
        if let setup = try? KeyUpBenchmark.setUp() {
            // The paragraph typed once, each search answered: the pages of the lexicons a keyboard
            // in use touches, and the engine's caches filled.
            _ = KeyUpBenchmark.committingKeyUps(setup)
            keptAlive.append(setup.engine.render(setup.engine.initialState()))
            keptEngines.append(setup.engine)
        }
        if let catalog = try? EmojiCatalog.embedded() {
            keptResults = catalog.search("smile", language: "en")
        }
        let residentAfterLoad = Benchmark.residentBytes ?? 0
        let kindsAfterLoad = Benchmark.residentByKind
        let lexicons = ["en", "fr"].compactMap(LanguageLexicons.url(for:))
        let lexiconMapped =
            lexicons.count == 2
            ? lexicons.compactMap { Benchmark.residentBytes(mappedFile: $0.lastPathComponent) }.reduce(0, +) : nil
        let codeAdded = codeAtStart.flatMap { start in
            Benchmark.residentBytes(mappedFile: executableName).map { $0 - start }
        }
        for _ in 0..<1_000 {
            if let configuration = KeyboardConfiguration.embedded().value {
                let engine = KeyboardEngine(configuration: configuration)
                var state = engine.initialState()
                _ = engine.handle(.touchBegan(TouchPoint(id: 1, location: Point(x: 20, y: 30), time: 0)), state: &state)
                _ = engine.handle(
                    .touchEnded(TouchPoint(id: 1, location: Point(x: 20, y: 30), time: 0.05)), state: &state)
                keptAlive[0] = engine.render(state)
            }
        }
        let residentAfterCycles = Benchmark.residentBytes ?? 0
        withExtendedLifetime((keptAlive, keptEngines, keptResults)) {}
        let addedByKind = kindsAtStart.flatMap { start in
            kindsAfterLoad.map {
                (anonymous: $0.anonymous - start.anonymous, fileBacked: $0.fileBacked - start.fileBacked)
            }
        }
        let budgeted = addedByKind.flatMap { added in
            lexiconMapped.map { BudgetedSet(heap: added.anonymous, lexicons: $0) }
        }
        return MemoryFigures(
            residentAtStart: residentAtStart, residentAfterLoad: residentAfterLoad,
            residentAfterCycles: residentAfterCycles,
            addedByKind: addedByKind, lexiconMapped: lexiconMapped, codeAdded: codeAdded, budgeted: budgeted)
    }

    /// The figures as the table's closing lines.
    var lines: [String] {
        func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
        var lines = [
            "Resident memory: \(mebibytes(residentAtStart)) at start (runtime and Foundation); "
                + "+\(mebibytes(residentAfterLoad - residentAtStart)) with the English and French keyboards in one set, "
                + "an engine with both lexicons having typed a paragraph in both, and the English emoji search; "
                + "+\(mebibytes(residentAfterCycles - residentAfterLoad)) more after 1,000 show/dismiss cycles"
        ]
        if let addedByKind, let lexiconMapped, let code = codeAdded, let budgeted {
            lines.append(
                "  of what loading added: \(mebibytes(budgeted.heap)) heap and \(mebibytes(budgeted.lexicons)) of the two mapped lexicons, "
                    + "together \(mebibytes(budgeted.total)) for engine + configuration + two lexicons + one language's emoji search "
                    + "(budget \(mebibytes(BudgetedSet.budget)): \(budgeted.isWithinBudget ? "within" : "OVER")); "
                    + "the rest is code and read-only data run for the first time: \(mebibytes(code)) of this executable "
                    + "(KeysmithCore, and the preview server it is linked with) and \(mebibytes(addedByKind.fileBacked - lexiconMapped - code)) more of "
                    + "the system's libraries (Foundation, ICU)")
        }
        return lines
    }
}
