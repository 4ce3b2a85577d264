import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith simulate`: types on a keyboard configuration without a phone and prints the document.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Type on a keyboard and print the resulting document.",
        discussion: """
            --type taps the centres of the keys needed to type TEXT, as a person would: shift for \
            capitals, the numbers and symbols layouts and back, a long press and a slide for accents \
            and skin tones. --events replays a JSON list of timed touch events (see EventScript in \
            the documentation). With both, the events are replayed first. With --suggestions the \
            keyboard has its language's lexicon, as in the preview: words are autocorrected, and \
            strokes drawn across the letters (moved events from key to key) type words. --model FILE \
            gives the keyboard's first language that language model (otherwise the language data's \
            model, when it has one), so the bar shows the likeliest next words between words.

            --type reports on standard error how many keys it tapped for how many characters: on \
            a keyboard that composes, such as Korean, a syllable takes a key for each of its jamo. \
            With --predictions the typist also reads the bar: as soon as the word it is typing is \
            there (a next word before its first letter, a completion after some), it taps it, and the \
            keystrokes with and without the bar are reported instead.

            With --format json, one object: {\"text\", \"cursor\", \"effects\"}, and with \
            --predictions \"keystrokes\": {\"withPredictions\", \"withoutPredictions\", \"saved\", \
            \"savings\"}; text prints the document, and the keystrokes on standard error.
            """
    )

    @OptionGroup var keyboardOptions: KeyboardOptions
    var keyboard: String? { keyboardOptions.keyboard }

    @Option(name: .customLong("type"), help: "Text to type by tapping keys.")
    var text: String?

    @Option(help: "A JSON file of timed touch events to replay.", completion: .file(extensions: ["json"]))
    var events: String?

    @OptionGroup var deviceOptions: DeviceOptions
    var device: DeviceClass { deviceOptions.device }

    @Option(
        help:
            "The field's keyboard type, which picks the layout: \(FieldKeyboardType.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var keyboardType: FieldKeyboardType = .default

    @Flag(help: "The host shows no globe of its own, so the keyboard shows its globe key.")
    var globe = false

    @Flag(help: "Suggest, autocorrect and type swiped words with the keyboard's lexicons, as the preview does.")
    var suggestions = false

    @Option(help: "A language model file for the keyboard's first language; implies --suggestions.")
    var model: String?

    @Flag(
        help:
            "Tap a word of the suggestion bar as soon as it is the word being typed, and report the keystrokes saved; needs --type, implies --suggestions."
    )
    var predictions = false

    @OptionGroup var formatOptions: FormatOptions
    var format: OutputFormat { formatOptions.format }

    func validate() throws {
        if text == nil && events == nil {
            throw ValidationError("Give --type TEXT, --events FILE, or both.")
        }
        if predictions && text == nil {
            throw ValidationError("--predictions needs --type TEXT.")
        }
        try ModelOption.validate(model)
        if let events, !FileManager.default.fileExists(atPath: events) {
            throw ValidationError("No such file: \(events)")
        }
    }

    func run() throws {
        let source = try KeyboardSource.load(keyboard)
        let provider =
            suggestions || predictions || model != nil
            ? try LanguageLexicons.suggestionProvider(for: source.configuration, model: model) : nil
        let engine = KeyboardEngine(configuration: source.configuration, suggestionProvider: provider)
        let host = HostContext(keyboardType: keyboardType, needsInputModeSwitchKey: globe)
        let initialState = engine.initialState(host: host, deviceClass: device, layoutName: source.startLayout)
        let session = KeyboardSession(
            engine: engine, state: initialState,
            document: InMemoryTextDocument(text: "", selection: 0..<0),
            services: SessionServices(scheduler: ImmediateScheduler()))
        var effects: [KeyboardEffect] = []
        session.onTurn = { effects += $0.effects }
        var time = 0.0

        if let events {
            let result = EventScript.load(SourceText(name: events, bytes: Array(try readFile(events))))
            guard let script = result.cleanValue else {
                for diagnostic in result.diagnostics.sortedByLocation() { printError(diagnostic.description) }
                throw ExitCode(1)
            }
            do {
                try script.replay(on: session)
            } catch {
                printError("\(events): \(error)")
                throw ExitCode(1)
            }
            time = script.lastTime + 1
        }
        var keystrokes: KeystrokeCount?
        var keysTapped: Int?
        if let text, predictions {
            var typist = PredictingTypist(session: session, startTime: time)
            do {
                try typist.type(text)
                keystrokes = KeystrokeCount(
                    withPredictions: typist.keystrokes,
                    withoutPredictions: try Typist.keystrokes(typing: text, engine: engine, state: initialState))
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
        } else if let text {
            var typist = Typist(engine: session.engine, state: session.state, startTime: time)
            do {
                try typist.type(text)
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
            for event in typist.events { session.send(event) }
            keysTapped = typist.keystrokes
        }

        let document = session.document
        let state = session.state
        switch format {
        case .text:
            print(document.text)
            printError("cursor at UTF-16 offset \(document.selection.lowerBound); layout \(state.layoutName)")
            if let keystrokes { printError(keystrokes.summary) }
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let output = SimulationOutput(
                text: document.text, cursor: document.selection.lowerBound, effects: effects, keystrokes: keystrokes)
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        }
        if let keysTapped, let text {
            let perCharacter = Double(keysTapped) / Double(max(text.count, 1))
            printError(
                "\(keysTapped) keystrokes for \(text.count) characters (\(String(format: "%.2f", perCharacter)) a character)"
            )
        }
    }

    private struct SimulationOutput: Encodable {
        var text: String
        /// UTF-16 offset of the cursor.
        var cursor: Int
        var effects: [KeyboardEffect]
        /// With `--predictions`: the touches typing took with the bar's help and without it.
        var keystrokes: KeystrokeCount?
    }

    private func readFile(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError.unreadable("cannot read \(path)")
        }
        return data
    }
}
