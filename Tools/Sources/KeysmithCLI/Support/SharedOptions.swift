import ArgumentParser
@_spi(Tooling) import KeysmithCore

/// `--keyboard`: the keyboard a command works on, read by ``KeyboardSource``.
struct KeyboardOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The keyboard: a set folder, a set manifest, a layout file, the name of a layout of the embedded set, or an embedded language (fr, de_CH; see `keysmith languages`).",
            discussion: "Defaults to the embedded English set.", valueName: "path-or-name"),
        completion: .file())
    var keyboard: String?
}

/// `--device`: the device class a keyboard is laid out for.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The device: \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: DeviceClass = .iphonePortrait
}

/// `--format`: how a command prints what it found.
struct FormatOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How to print: text, for people, or json, for programs.",
            discussion: "The command's description says what each holds."))
    var format: OutputFormat = .text
}

/// `--allow-offensive`: offensive words are offered too, as the keyboard offers them with Block
/// Offensive Words off (see ``OffensiveWords``).
struct OffensiveWordOptions: ParsableArguments {
    @Flag(help: "Offer offensive words too, as the keyboard does with Block Offensive Words off.")
    var allowOffensive = false

    /// The offensive words to leave out for `language` (English when nil): KeysmithCore's list for
    /// it, or nil with --allow-offensive or for a language without one.
    func blockedWords(language: String?) -> OffensiveWords? {
        allowOffensive ? nil : LanguageTag(language ?? "en").flatMap(OffensiveWords.embedded(for:))
    }
}

/// `--language`: a language, by its code or locale identifier (see ``LanguageTag``).
struct LanguageOptions: ParsableArguments {
    @Option(help: "A language, by its code or locale identifier: fr, de_CH, pt-BR.")
    var language: String?
}
