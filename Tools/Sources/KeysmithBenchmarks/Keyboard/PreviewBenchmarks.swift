import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The preview server's work for one event: the page's JSON message decoded, the event through the
/// session's engine, its edits on the document, a new render model and, when it changed, the SVG
/// picture, and every reply encoded as JSON. The events are those of the typed paragraph, as the page
/// sends them (picture coordinates, ticks included), planned on an engine like the session's; without
/// suggestions (`keysmith preview --no-suggestions`), then with the English lexicon, as
/// `keysmith preview` starts by default.
enum PreviewBenchmarks {
    static func samples(_ session: inout PreviewTextSession, planner engine: KeyboardEngine, rounds: Int) -> (
        samples: [Double], messages: Int, redrawn: Int
    ) {
        var planner = Typist(engine: engine, state: engine.initialState())
        try? planner.type("The quick brown fox jumps over the lazy dog, 42 times! Ünïcödé 👍🏽 works too. ")
        let slot = session.slotHeight
        func message(_ event: KeyboardEvent, round: Int) -> String? {
            let offset = Double(round) * 1_000
            func touch(_ phase: String, _ point: TouchPoint) -> String {
                #"{"v":1,"type":"touch","phase":"\#(phase)","id":\#(point.id),"x":\#(point.location.x),"y":\#(point.location.y + slot),"t":\#(point.time + offset)}"#
            }
            switch event {
            case .touchBegan(let point): return touch("began", point)
            case .touchMoved(let point): return touch("moved", point)
            case .touchEnded(let point): return touch("ended", point)
            case .touchCancelled(let id, let time):
                return #"{"v":1,"type":"touch","phase":"cancelled","id":\#(id),"x":0,"y":0,"t":\#(time + offset)}"#
            case .tick(let time): return #"{"v":1,"type":"tick","t":\#(time + offset)}"#
            default: return nil
            }
        }
        let messages = (0..<rounds).map { round in planner.events.compactMap { message($0, round: round) } }
        _ = session.open()
        var samples: [Double] = []
        var redrawn = 0
        var bytes = 0
        let clock = ContinuousClock()
        for round in messages {
            // Each round starts on the letters, with an empty field, as the first did.
            _ = session.receive(#"{"v":1,"type":"document","text":"","selection":{"start":0,"end":0}}"#)
            _ = session.receive(#"{"v":1,"type":"settings","keyboardType":"numberPad"}"#)
            _ = session.receive(#"{"v":1,"type":"settings","keyboardType":"default"}"#)
            for text in round {
                let start = clock.now
                let replies = session.receive(text)
                let elapsed = start.duration(to: clock.now)
                if replies.contains(where: { $0.contains(#""type":"frame""#) }) { redrawn += 1 }
                bytes &+= replies.reduce(0) { $0 + $1.utf8.count }
                samples.append(Benchmark.nanoseconds(elapsed))
            }
        }
        withExtendedLifetime(bytes) {}
        return (samples, messages.first?.count ?? 0, redrawn)
    }

    /// The rows: without suggestions, then with the English lexicon.
    static func rows(iterations: Int) -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        if let configuration = KeyboardConfiguration.embedded().value, var session = PreviewTextSession() {
            let rounds = max(1, iterations / 10)
            let plain = samples(&session, planner: KeyboardEngine(configuration: configuration), rounds: rounds)
            rows.append(
                BenchmarkRow(
                    result: BenchmarkResult(
                        name: "preview: one event over the session (JSON in, SVG + JSON out)", samples: plain.samples),
                    budget: nil,
                    note:
                        "\(plain.messages) messages of the typed paragraph, \(rounds) rounds; \(plain.samples.isEmpty ? 0 : plain.redrawn * 100 / plain.samples.count)% redraw the picture"
                ))
            if let provider = LanguageLexicons.languageData(for: configuration).load().suggestionProvider {
                if var suggesting = PreviewTextSession(suggests: true) {
                    let engine = KeyboardEngine(configuration: configuration, suggestionProvider: provider)
                    let result = samples(&suggesting, planner: engine, rounds: rounds)
                    rows.append(
                        BenchmarkRow(
                            result: BenchmarkResult(
                                name: "preview: one event over the session, with suggestions (English lexicon)",
                                samples: result.samples),
                            budget: nil,
                            note:
                                "\(result.messages) messages of the same paragraph, \(rounds) rounds; \(result.samples.isEmpty ? 0 : result.redrawn * 100 / result.samples.count)% redraw the picture"
                        ))
                }
            }
        }
        return rows
    }
}
