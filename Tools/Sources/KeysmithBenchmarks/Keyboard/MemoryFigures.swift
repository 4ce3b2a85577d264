import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Resident memory of this process before and after loading the embedded set and the English
/// lexicon, making an engine with suggestions and drawing its first frame; then after showing and
/// dismissing the keyboard 1,000 times (each time a new engine, state and render model).
struct MemoryFigures {
    var residentAtStart: Int
    var residentAfterLoad: Int
    var residentAfterCycles: Int
    /// What loading added, as heap and as file-backed memory; nil where the system does not say.
    var addedByKind: (anonymous: Int, fileBacked: Int)?
    /// Resident memory of the mapped English lexicon.
    var lexiconMapped: Int?
    /// Resident memory of this executable's code that loading added.
    var codeAdded: Int?

    /// Measures; run it first, before the benchmarks allocate.
    static func measure() -> MemoryFigures {
        let residentAtStart = Benchmark.residentBytes ?? 0
        let kindsAtStart = Benchmark.residentByKind
        let executableName = Bundle.main.executableURL?.lastPathComponent ?? "keysmith-bench"
        let codeAtStart = Benchmark.residentBytes(mappedFile: executableName)
        var keptAlive: [KeyboardRenderModel] = []
        var keptEngines: [KeyboardEngine] = []
        if let configuration = KeyboardConfiguration.embedded().value {
            let provider = LanguageLexicons.languageData(for: configuration).load().suggestionProvider
            let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
            keptAlive.append(engine.render(engine.initialState()))
            keptEngines.append(engine)
        }
        let residentAfterLoad = Benchmark.residentBytes ?? 0
        let kindsAfterLoad = Benchmark.residentByKind
        let lexiconMapped = EmbeddedLexicons.englishURL.flatMap {
            Benchmark.residentBytes(mappedFile: $0.lastPathComponent)
        }
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
        withExtendedLifetime((keptAlive, keptEngines)) {}
        let addedByKind = kindsAtStart.flatMap { start in
            kindsAfterLoad.map {
                (anonymous: $0.anonymous - start.anonymous, fileBacked: $0.fileBacked - start.fileBacked)
            }
        }
        return MemoryFigures(
            residentAtStart: residentAtStart, residentAfterLoad: residentAfterLoad,
            residentAfterCycles: residentAfterCycles,
            addedByKind: addedByKind, lexiconMapped: lexiconMapped, codeAdded: codeAdded)
    }

    /// The figures as the table's closing lines.
    var lines: [String] {
        func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
        var lines = [
            "Resident memory: \(mebibytes(residentAtStart)) at start (runtime and Foundation); "
                + "+\(mebibytes(residentAfterLoad - residentAtStart)) with the embedded set and the English lexicon loaded, "
                + "an engine with suggestions and its first frame; "
                + "+\(mebibytes(residentAfterCycles - residentAfterLoad)) more after 1,000 show/dismiss cycles"
        ]
        if let addedByKind, let lexiconMapped, let code = codeAdded {
            let own = addedByKind.anonymous + lexiconMapped
            lines.append(
                "  of what loading added: \(mebibytes(addedByKind.anonymous)) heap and \(mebibytes(lexiconMapped)) of the mapped lexicon, "
                    + "together \(mebibytes(own)) for engine + configuration + English lexicon (budget 10 MiB: \(own <= 10 * 1_048_576 ? "within" : "OVER")); "
                    + "the rest is code and read-only data run for the first time: \(mebibytes(code)) of this executable "
                    + "(KeysmithCore, and the preview server it is linked with) and \(mebibytes(addedByKind.fileBacked - lexiconMapped - code)) more of "
                    + "the system's libraries (Foundation, ICU)")
        }
        return lines
    }
}
