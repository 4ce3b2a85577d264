import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The soak `keysmith-bench soak` runs: one engine, with the embedded set and the English lexicon
/// suggesting as the iOS keyboard runs it, shown and dismissed `cycles` times with `events` random
/// events spread over the showings (``SoakAction``, from a seeded generator). Resident memory is
/// measured after a warm-up of `warmupCycles` cycles and again at the end: the growth between the
/// two is what the keyboard would leak over a long day, and must stay under ``growthLimit``. Before
/// the warm-up, what the keyboard builds once and keeps (a swipe decoder for each device class, the
/// emoji search index) is built, so that the growth is not a cache filled late by chance.
package struct EngineSoak: Sendable {
    package var cycles: Int
    /// How many events reach the engine after the warm-up, the answers to its effects included.
    package var events: Int
    package var warmupCycles: Int
    package var seed: UInt64

    /// The most resident memory the soak may add after its warm-up: 0.5 MiB.
    package static let growthLimit = 512 * 1024

    package init(cycles: Int = 10_000, events: Int = 1_000_000, warmupCycles: Int = 1_000, seed: UInt64 = 1) {
        self.cycles = cycles
        self.events = events
        self.warmupCycles = warmupCycles
        self.seed = seed
    }

    /// What the soak measured.
    package struct Report: Sendable {
        package var cycles: Int
        package var actions: Int
        /// Events that reached the engine: the actions' and the answers to the engine's effects.
        package var engineEvents: Int
        package var residentAtStart: Int
        package var residentAfterWarmup: Int
        package var residentAtEnd: Int
        /// The growth after the warm-up as heap and as file-backed memory (pages of the mapped
        /// lexicon and of code read for the first time); nil where the system does not say.
        package var growthByKind: (anonymous: Int, fileBacked: Int)?
        package var seconds: Double
        package var machine: String

        /// Resident memory added after the warm-up; negative when the soak ended with less.
        package var growth: Int { residentAtEnd - residentAfterWarmup }
        package var passes: Bool { growth < EngineSoak.growthLimit }

        package var lines: [String] {
            func mebibytes(_ bytes: Int) -> String { String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
            return [
                "Machine: \(machine)",
                "Soak: \(cycles) show/dismiss cycles, \(engineEvents) events through the engine from \(actions) random actions "
                    + "in \(String(format: "%.1f", seconds)) s",
                "Resident memory: \(mebibytes(residentAtStart)) at start, \(mebibytes(residentAfterWarmup)) after the warm-up, "
                    + "\(mebibytes(residentAtEnd)) at the end",
                "Growth after the warm-up: \(mebibytes(growth)) (limit \(mebibytes(EngineSoak.growthLimit)): "
                    + "\(passes ? "within" : "OVER"))"
                    + (growthByKind.map {
                        ", of which \(mebibytes($0.anonymous)) heap and \(mebibytes($0.fileBacked)) file-backed"
                    } ?? ""),
            ]
        }
    }

    /// Runs the warm-up and the soak. Fails when this build has no embedded defaults.
    package func run() throws -> Report {
        guard let configuration = KeyboardConfiguration.embedded().value else {
            throw ToolError.unreadable("the embedded defaults are missing from this build")
        }
        let residentAtStart = Benchmark.residentBytes ?? 0
        let provider = LanguageLexicons.languageData(for: configuration).load().suggestionProvider
        var shell = SoakShell(
            engine: KeyboardEngine(
                configuration: configuration, suggestionProvider: provider, suggestionScheduling: .deferred))
        var generator = SeededGenerator(seed: seed)
        Self.buildLazyData(&shell)
        let warmupEvents = events / cycles * warmupCycles
        Self.drive(&shell, cycles: warmupCycles, events: warmupEvents, using: &generator)
        let residentAfterWarmup = Benchmark.residentBytes ?? 0
        let kindsAfterWarmup = Benchmark.residentByKind
        let eventsBefore = shell.eventCount
        let clock = ContinuousClock()
        let start = clock.now
        let actionsBefore = shell.actionCount
        Self.drive(&shell, cycles: cycles, events: events, using: &generator)
        let elapsed = start.duration(to: clock.now)
        let residentAtEnd = Benchmark.residentBytes ?? 0
        let growthByKind = kindsAfterWarmup.flatMap { start in
            Benchmark.residentByKind.map {
                (anonymous: $0.anonymous - start.anonymous, fileBacked: $0.fileBacked - start.fileBacked)
            }
        }
        withExtendedLifetime(shell) {}
        return Report(
            cycles: cycles, actions: shell.actionCount - actionsBefore, engineEvents: shell.eventCount - eventsBefore,
            residentAtStart: residentAtStart, residentAfterWarmup: residentAfterWarmup, residentAtEnd: residentAtEnd,
            growthByKind: growthByKind,
            seconds: Benchmark.nanoseconds(elapsed) / 1e9, machine: Benchmark.machineDescription)
    }

    /// Builds what a keyboard builds once, on first use, and keeps: the swipe decoder of the letters
    /// of each device class and field (a stroke across them on each) and the English emoji search
    /// index. Random
    /// actions reach them only by chance, so that without this a late first stroke on the iPad, or a
    /// late first search, would count as growth.
    static func buildLazyData(_ shell: inout SoakShell) {
        for deviceClass in DeviceClass.allCases {
            for keyboardType in [FieldKeyboardType.default, .email] {
                let host = HostContext(keyboardType: keyboardType)
                shell.show(host: host, deviceClass: deviceClass)
                let geometry = shell.engine.initialState(host: host, deviceClass: deviceClass).geometry
                let keys = SwipeKeys(geometry: geometry)
                guard let path = keys.keyPath(of: "keyboard"), let first = path.first, let last = path.last else {
                    continue
                }
                shell.perform(.touch(.began, id: 1, at: keys.centre(ofKey: first)))
                for key in path.dropFirst() { shell.perform(.touch(.moved, id: 1, at: keys.centre(ofKey: key))) }
                shell.perform(.touch(.ended, id: 1, at: keys.centre(ofKey: last)))
                shell.dismiss()
            }
        }
        _ = try? EmojiCatalog.embedded().search("smile", language: "en")
    }

    /// Shows and dismisses the keyboard `cycles` times, spreading `events` evenly over the showings,
    /// each showing in a field of random traits on a random device.
    static func drive(_ shell: inout SoakShell, cycles: Int, events: Int, using generator: inout SeededGenerator) {
        guard cycles > 0 else { return }
        for cycle in 0..<cycles {
            let share = events / cycles + (cycle < events % cycles ? 1 : 0)
            shell.show(
                host: SoakAction.randomHost(using: &generator),
                deviceClass: DeviceClass.allCases.randomElement(using: &generator) ?? .iphonePortrait)
            // Actions until this showing's share of events reached the engine: a tap on nothing
            // sends none, one that answers a search sends two.
            let target = shell.eventCount + share
            while shell.eventCount < target {
                shell.perform(SoakAction.random(in: shell.keyboardSize, using: &generator))
            }
            shell.dismiss()
        }
    }
}
