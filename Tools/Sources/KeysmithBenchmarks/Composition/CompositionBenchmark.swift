import Foundation
@_spi(Tooling) import KeysmithCore

/// Composing Korean on the embedded 2-set keyboard: how many keys a character takes, and how long
/// the engine takes over a key that composes, against a budget.
package enum CompositionBenchmark {
    /// The sentences typed: everyday Korean with double finals (닭, 값, 읽), compound vowels (괜, 뭐,
    /// 의), tense consonants (빨, 짜, 씨) and punctuation.
    package static let sentences = [
        "안녕하세요, 만나서 반갑습니다.",
        "오늘 날씨가 정말 좋네요!",
        "닭갈비 값이 얼마예요?",
        "저는 책을 읽는 것을 좋아해요.",
        "괜찮아요, 천천히 하세요.",
        "뭐 먹고 싶어요? 김치찌개 어때요?",
        "의자에 앉아서 기다려 주세요.",
        "빨리 와, 씨앗을 심을 거야.",
        "짧은 편지를 썼어요.",
        "없었던 일로 해 주세요.",
    ]

    /// The most a key that composes may take at the 95th percentile, in nanoseconds.
    package static let p95Budget = 1_000_000.0

    /// What the benchmark measured.
    package struct Report {
        /// Keys tapped for the sentences (shift and layout switches included), and their characters.
        package var keystrokes: Int
        package var characters: Int
        /// The same for the Hangul syllables alone: a key for each jamo.
        package var syllableKeystrokes: Int
        package var syllables: Int
        /// The engine's time over one touch that ends on a key, from the key's release to its effects.
        package var keyLatency: BenchmarkResult
        /// The composer alone, composing one syllable's keys again with the next key.
        package var composerLatency: BenchmarkResult

        package var withinBudget: Bool { keyLatency.percentile(95) <= CompositionBenchmark.p95Budget }
    }

    /// Types every sentence `rounds` times on the Korean keyboard of an iPhone in portrait.
    package static func run(rounds: Int) throws -> Report {
        guard let configuration = KeyboardConfiguration.embedded(language: "ko_KR").value else {
            throw CompositionBenchmarkError("the embedded Korean keyboard does not load")
        }
        let engine = KeyboardEngine(configuration: configuration)
        var keystrokes = 0
        var characters = 0
        var syllableKeystrokes = 0
        var syllables = 0
        var samples: [Double] = []
        let clock = ContinuousClock()
        for round in 0..<rounds {
            for sentence in sentences {
                var typist = Typist(
                    engine: engine, state: engine.initialState(host: .standard, deviceClass: .iphonePortrait))
                try typist.type(sentence)
                if round == 0 {
                    keystrokes += typist.keystrokes
                    characters += sentence.count
                    for character in sentence
                    where character.unicodeScalars.first.map({ (0xAC00...0xD7A3).contains($0.value) }) ?? false {
                        syllableKeystrokes += HangulComposer().keys(typing: character)?.count ?? 0
                        syllables += 1
                    }
                }
                // The same events again, each key's release timed.
                var state = engine.initialState(host: .standard, deviceClass: .iphonePortrait)
                for event in typist.events {
                    guard case .touchEnded = event else {
                        _ = engine.handle(event, state: &state)
                        continue
                    }
                    let start = clock.now
                    let effects = engine.handle(event, state: &state)
                    samples.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
                    withExtendedLifetime(effects) {}
                }
            }
        }
        let composer = HangulComposer()
        let composed = Benchmark.measure("composer", iterations: 10_000 * max(rounds, 1)) {
            composer.compose(["ㄷ", "ㅏ", "ㄹ", "ㄱ", "ㅏ"])
        }
        return Report(
            keystrokes: keystrokes, characters: characters, syllableKeystrokes: syllableKeystrokes,
            syllables: syllables, keyLatency: BenchmarkResult(name: "key", samples: samples),
            composerLatency: composed)
    }

    /// The report in Markdown.
    package static func markdown(_ report: Report, command: String) -> String {
        func ratio(_ keys: Int, _ count: Int) -> String { String(format: "%.2f", Double(keys) / Double(max(count, 1))) }
        func time(_ result: BenchmarkResult, _ p: Double) -> String {
            Benchmark.format(nanoseconds: result.percentile(p))
        }
        return """
            Measured with `\(command)` on \(Benchmark.machineDescription).

            | Figure | Value |
            | --- | --- |
            | Keystrokes per character, whole sentences (\(report.characters) characters) | \(ratio(report.keystrokes, report.characters)) |
            | Keystrokes per Hangul syllable (\(report.syllables) syllables) | \(ratio(report.syllableKeystrokes, report.syllables)) |
            | A key's release in the engine, every key of the sentences: median / p95 / p99 (\(report.keyLatency.iterations) keys) | \(time(report.keyLatency, 50)) / \(time(report.keyLatency, 95)) / \(time(report.keyLatency, 99)) |
            | The composer alone, five keys: median / p95 | \(time(report.composerLatency, 50)) / \(time(report.composerLatency, 95)) |
            | Budget: a key at p95 at most | \(Benchmark.format(nanoseconds: p95Budget)) (\(report.withinBudget ? "met" : "EXCEEDED")) |

            """
    }
}

/// A benchmark that cannot run.
package struct CompositionBenchmarkError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
