import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// `keysmith compose`: what the keys of a composing keyboard make of a key sequence.
struct ComposeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract:
            "Type keys on a keyboard that composes (Korean, Chinese, Japanese) and print the text being composed.",
        discussion: """
            --keys taps, one after another, the key that types each character of KEYS, as \
            `simulate --type` does: the jamo of the Korean keyboard (ㄱ ㅏ ㅂ ㅅ …), shift for the \
            tense consonants and ㅒ ㅖ; the pinyin letters of the zh_Hans keyboard, and ' to separate \
            syllables (xi'an); the romaji letters of the ja keyboard, ー for the long vowel, and ' \
            after an n that is ん (kon'ya); on the kana keyboard (ja_Hrkt_JP), each kana of the \
            12-key keypad: a key's own kana (あ か さ …) is a tap, and a tap again cycles it (なな is \
            に), any other kana is the flick that types it (に, ほ, ん), ゛ the ゛゜小 key and → the key \
            that ends a cycle (あ→あ is ああ). The output is the text typed for good, the text still being composed \
            (the marked text a host underlines) and the candidates for it, best first: for pinyin \
            the whole run converted, then the words of its first part, and for Japanese its kana and katakana too (Korean composes by rule \
            alone and has none).

            With --format json, one object: {\"committed\", \"composing\", \"candidates\", \"keystrokes\"}.
            """
    )

    @OptionGroup var keyboardOptions: KeyboardOptions

    @Option(help: "The keys to tap, one character each.")
    var keys: String

    @OptionGroup var deviceOptions: DeviceOptions

    @OptionGroup var formatOptions: FormatOptions

    /// What the command prints.
    struct Output: Encodable {
        /// The text typed for good, before the composing text.
        var committed: String
        /// The marked text: what the keys since the last commit make.
        var composing: String
        var candidates: [String]
        /// The keys tapped, shift included.
        var keystrokes: Int
    }

    func run() throws {
        let source = try KeyboardSource.load(keyboardOptions.keyboard)
        let engine = KeyboardEngine(configuration: source.configuration)
        let start = engine.initialState(
            host: .standard, deviceClass: deviceOptions.device, layoutName: source.startLayout)
        guard engine.composer(for: start) != nil else {
            printError(
                "error: this keyboard does not compose: its keys type their text as it is (try --keyboard ko, zh_Hans, ja or ja_Hrkt_JP)"
            )
            throw ExitCode(1)
        }
        var typist = Typist(engine: engine, state: start)
        do {
            try typist.typeKeys(keys)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        var document = InMemoryTextDocument()
        for case .edit(let edit) in typist.effects { document.apply([edit]) }
        let composing = typist.state.composingText
        let output = Output(
            committed: String(document.text.dropLast(composing.count)), composing: composing,
            candidates: typist.state.compositionCandidates, keystrokes: typist.keystrokes)
        switch formatOptions.format {
        case .text:
            print("committed: \(output.committed)")
            print("composing: \(output.composing)")
            print("candidates: \(output.candidates.isEmpty ? "none" : output.candidates.joined(separator: " "))")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
        }
    }
}
