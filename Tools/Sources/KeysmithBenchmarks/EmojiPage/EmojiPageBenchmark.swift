import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The emoji page's cost: opening it from the emoji key and drawing its first screen, and what
/// scrolling through every category does to resident memory.
///
/// Opening is a tap on the emoji key of the embedded English keyboard (two touch events through the
/// engine), the render model and its ``DisplayList``: everything a shell needs to draw the first
/// screen. The first opening in the process also reads the embedded emoji catalog; it is timed on
/// its own. Scrolling moves the grid 40 points per event from its start to its end and back, and
/// taps each category's tab on the way, rendering and building the display list after every event,
/// as a shell draws every frame.
package enum EmojiPageBenchmark {
    package struct Report: Sendable, Codable {
        package var machine: String
        /// The first opening in the process, with the catalog read, in nanoseconds.
        package var firstOpen: Double
        /// Later openings, in nanoseconds.
        package var openMedian: Double
        package var openP95: Double
        package var openIterations: Int
        /// Emoji in the grid, and the cells the first screen draws.
        package var emojiCount: Int
        package var cellsOnFirstScreen: Int
        /// One scroll event with its render and display list, in nanoseconds.
        package var scrollMedian: Double
        package var scrollP95: Double
        /// How many times the grid went to its end and back, the events that took, and resident
        /// memory before and after (bytes; nil where the system does not say): all of it, and the
        /// anonymous part (the heap, what the process wrote itself).
        package var scrollRounds: Int
        package var scrollEvents: Int
        package var residentBefore: Int?
        package var residentAfter: Int?
        package var anonymousBefore: Int?
        package var anonymousAfter: Int?

        /// The growth of resident memory over the scroll rounds, in MiB.
        package var residentGrowthMiB: Double? {
            guard let residentBefore, let residentAfter else { return nil }
            return Double(residentAfter - residentBefore) / 1_048_576
        }

        /// The growth of anonymous resident memory over the scroll rounds, in MiB.
        package var anonymousGrowthMiB: Double? {
            guard let anonymousBefore, let anonymousAfter else { return nil }
            return Double(anonymousAfter - anonymousBefore) / 1_048_576
        }
    }

    /// Measures on the embedded English keyboard of an iPhone held upright.
    package static func run(iterations: Int, rounds: Int) throws -> Report {
        guard let configuration = KeyboardConfiguration.embedded().value else {
            throw ToolError.unreadable("the embedded keyboard does not load")
        }
        let engine = KeyboardEngine(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let (opened, list) = open(engine)
        var state = opened
        let firstOpen = Benchmark.nanoseconds(start.duration(to: clock.now))
        guard case .emoji(let firstPage)? = engine.render(state).panel?.content else {
            throw ToolError.unreadable("the emoji key of the embedded keyboard did not open the emoji page")
        }
        let opening = Benchmark.measure("open", iterations: iterations) { open(engine).list.items.count }

        // One round first, untimed, so that what is made once (the catalog, caches) is not counted.
        var samples: [Double] = []
        var events = 0
        var sink = list.items.count
        scroll(engine, &state, samples: &samples, events: &events, sink: &sink)
        // The samples' own storage is made, and written once so that it is resident, before the
        // memory is read: it is the benchmark's, not the page's.
        samples = [Double](repeating: 0, count: events * rounds)
        samples.removeAll(keepingCapacity: true)
        events = 0
        let before = Benchmark.residentBytes
        let anonymousBefore = Benchmark.residentByKind?.anonymous
        for _ in 0..<rounds { scroll(engine, &state, samples: &samples, events: &events, sink: &sink) }
        let after = Benchmark.residentBytes
        let anonymousAfter = Benchmark.residentByKind?.anonymous
        withExtendedLifetime(sink) {}
        let scrolling = BenchmarkResult(name: "scroll", samples: samples)
        return Report(
            machine: Benchmark.machineDescription, firstOpen: firstOpen, openMedian: opening.median,
            openP95: opening.percentile(95), openIterations: iterations,
            emojiCount: (try? EmojiCatalog.embedded().emoji.count) ?? 0, cellsOnFirstScreen: firstPage.cells.count,
            scrollMedian: scrolling.median, scrollP95: scrolling.percentile(95), scrollRounds: rounds,
            scrollEvents: events, residentBefore: before, residentAfter: after, anonymousBefore: anonymousBefore,
            anonymousAfter: anonymousAfter)
    }

    /// A keyboard that just appeared, its emoji key tapped, and the first screen's display list.
    private static func open(_ engine: KeyboardEngine) -> (state: KeyboardState, list: DisplayList) {
        var state = engine.initialState()
        let model = engine.render(state)
        if let key = model.keys.first(where: { $0.type == .emoji }) {
            let centre = key.frame.center
            _ = engine.handle(.touchBegan(TouchPoint(id: 1, location: centre, time: 1)), state: &state)
            _ = engine.handle(.touchEnded(TouchPoint(id: 1, location: centre, time: 1.05)), state: &state)
        }
        return (state, DisplayList(model: engine.render(state)))
    }

    /// The grid from its start to its end 40 points at a time, each category's tab on the way, and
    /// back to the start; every event timed with its render and display list.
    private static func scroll(
        _ engine: KeyboardEngine, _ state: inout KeyboardState, samples: inout [Double], events: inout Int,
        sink: inout Int
    ) {
        guard case .emoji(let page)? = engine.render(state).panel?.content else { return }
        let end = page.maximumScrollOffset
        let step = 40.0
        var script: [KeyboardEvent] = []
        var offset = 0.0
        while offset < end {
            offset = min(end, offset + step)
            script.append(.panel(.scrollEmojiPage(to: offset)))
        }
        script += EmojiCategory.allCases.map { .panel(.showEmojiCategory($0)) }
        while offset > 0 {
            offset = max(0, offset - step)
            script.append(.panel(.scrollEmojiPage(to: offset)))
        }
        let clock = ContinuousClock()
        for event in script {
            let start = clock.now
            let effects = engine.handle(event, state: &state)
            let list = DisplayList(model: engine.render(state))
            samples.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
            sink &+= effects.count &+ list.items.count
        }
        events += script.count
    }
}

extension EmojiPageBenchmark.Report {
    /// The report as a Markdown table, for the emoji page's section of benchmarks/emoji.md.
    package var markdown: String {
        let growth = residentGrowthMiB.map { String(format: "%.2f MiB", $0) } ?? "not measured"
        let heap = anonymousGrowthMiB.map { String(format: "%.2f MiB", $0) } ?? "not measured"
        let resident = residentAfter.map { String(format: "%.1f MiB", Double($0) / 1_048_576) } ?? "not measured"
        return """
            | measure | figure | target |
            |---|---|---|
            | first opening in the process (reads the catalog of \(emojiCount) emoji), render model and display list | \(Benchmark.format(nanoseconds: firstOpen)) | ≤ 10 ms |
            | later openings, median (\(openIterations) runs) | \(Benchmark.format(nanoseconds: openMedian)) | ≤ 10 ms |
            | later openings, p95 | \(Benchmark.format(nanoseconds: openP95)) | ≤ 10 ms |
            | cells drawn on the first screen | \(cellsOnFirstScreen) | |
            | one scroll event with render and display list, median | \(Benchmark.format(nanoseconds: scrollMedian)) | |
            | one scroll event, p95 | \(Benchmark.format(nanoseconds: scrollP95)) | |
            | resident memory growth over \(scrollRounds) rounds to the end and back (\(scrollEvents) events) | \(growth) | < 0.5 MiB |
            | of which anonymous (the heap) | \(heap) | |
            | resident memory after | \(resident) | |
            """
    }
}
