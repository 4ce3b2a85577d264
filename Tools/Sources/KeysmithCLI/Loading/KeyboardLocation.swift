import ArgumentParser
import Foundation
@_spi(Tooling) import KeysmithCore

/// Where a keyboard's files are, as named on the command line, before they are read. Reading the
/// same location again reads the files anew, which is how `keysmith preview` reloads.
enum KeyboardLocation: Sendable, Equatable {
    /// The set embedded in Keysmith, starting on one of its layouts when one is named.
    case embedded(startLayout: String?)
    /// The keyboard of an embedded language, by its identifier as ``EmbeddedLanguages/identifiers``
    /// lists it (`fr_FR`).
    case language(String)
    /// A folder holding one set manifest, or JACKeyboard layouts without a manifest. Which of the two
    /// it is is decided each time it is read (see ``KeyboardLocation/load()``).
    case folder(URL, displayName: String)
    /// A set manifest, by name (without `.json`) in its folder.
    case manifest(folder: URL, name: String, displayPrefix: String)
    /// A layout file, by name (without `.json`) in its folder; the folder holds the layouts its
    /// switch keys name.
    case layout(folder: URL, name: String, displayPrefix: String)

    /// Finds what `pathOrName` names, without reading the keyboard: a file or folder; else a layout
    /// of the embedded set (`English`), which wins over a language of the same name; else an embedded
    /// language, named loosely (`fr`, `fr_FR`, `de-CH`). Fails (exit status 2) when it is none of them.
    static func locate(_ pathOrName: String?) throws -> KeyboardLocation {
        guard let pathOrName else { return .embedded(startLayout: nil) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pathOrName, isDirectory: &isFolder) else {
            let embedded = KeyboardConfiguration.embedded().value?.layouts.keys.sorted() ?? []
            if embedded.contains(pathOrName) { return .embedded(startLayout: pathOrName) }
            if let identifier = embeddedLanguage(named: pathOrName) { return .language(identifier) }
            throw ValidationError(
                "\(pathOrName) is neither a file, a layout of the embedded set (\(embedded.joined(separator: ", "))) nor an embedded language (\(EmbeddedLanguages.identifiers.joined(separator: ", ")); `keysmith languages` lists them)"
            )
        }
        let url = URL(fileURLWithPath: pathOrName)
        // Every file's name in diagnostics starts with the path as the user wrote it, written one way
        // (`MyKeyboard/` and `MyKeyboard` both give `MyKeyboard/Letters.json`), so that the loader and
        // the linter name a file alike.
        let written = FileDisplayName.normalized(pathOrName)
        if isFolder.boolValue { return .folder(url, displayName: written) }
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let prefix = FileDisplayName.normalized((written as NSString).deletingLastPathComponent)
        if let source = Self.read(name, in: folder, displayPrefix: prefix), let root = JSONParser.parse(source).root,
            ConfigKind.detect(root) == .keyboardSet
        {
            return .manifest(folder: folder, name: name, displayPrefix: prefix)
        }
        return .layout(folder: folder, name: name, displayPrefix: prefix)
    }

    /// The embedded language `name` means (`fr`, `de_CH`, `pt-BR`), or nil. A name that looks like a
    /// path or a file name (with `/` or `.`) is never a language, so that a mistyped file name is
    /// reported as missing rather than read as the language its first letters spell.
    static func embeddedLanguage(named name: String) -> String? {
        guard !name.contains("/"), !name.contains(".") else { return nil }
        return EmbeddedLanguages.identifier(matching: name)
    }

    /// The folder whose files make the keyboard; nil for the embedded set.
    var folder: URL? {
        switch self {
        case .embedded: nil
        case .language(let identifier): EmbeddedLanguages.folder(for: identifier)
        case .folder(let url, _): url
        case .manifest(let folder, _, _), .layout(let folder, _, _): folder
        }
    }

    /// The folder as the user wrote it, which begins the names of files in diagnostics.
    var displayFolder: String {
        switch self {
        case .embedded: "Defaults"
        case .language(let identifier): "Languages/" + identifier
        case .folder(_, let name): name
        case .manifest(_, _, let prefix), .layout(_, _, let prefix): prefix.isEmpty ? "." : prefix
        }
    }

    /// What reading a location gave: the configuration and its problems, the layout to start on, and
    /// the location pinned down to the manifest or layout that was read.
    struct Loaded: Sendable {
        var result: ConfigLoadResult<KeyboardConfiguration>
        var startLayout: String?
        /// A folder resolves to its manifest or to its start layout; other locations stay as they are.
        var resolved: KeyboardLocation
    }

    /// Reads the keyboard's files.
    ///
    /// A folder with one set manifest (a file with `"layouts"`) is that set. A folder without one is a
    /// folder of JACKeyboard layouts: it shows the layout the others are named after (the one with the
    /// shortest name, `English` beside `English-Numeric`), whose switch keys reach the rest. A folder
    /// with several manifests, or without a manifest but with a file that cannot be parsed (it may be
    /// the manifest), is an error.
    func load() -> Loaded {
        switch self {
        case .embedded(let startLayout):
            return Loaded(result: KeyboardConfiguration.embedded(), startLayout: startLayout, resolved: self)
        case .language(let identifier):
            return Loaded(result: KeyboardConfiguration.embedded(language: identifier), resolved: self)
        case .manifest(let folder, let name, let prefix):
            return Loaded(
                result: KeyboardConfiguration.load(manifest: name, file: Self.reader(folder, prefix)), resolved: self)
        case .layout(let folder, let name, let prefix):
            return Loaded(
                result: KeyboardConfiguration.load(layout: name, file: Self.reader(folder, prefix)), startLayout: nil,
                resolved: self)
        case .folder(let url, let displayName):
            return loadFolder(url, displayName: displayName)
        }
    }

    private func loadFolder(_ url: URL, displayName: String) -> Loaded {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        var manifests: [String] = []
        var layouts: [String] = []
        var unparsable: [String] = []
        for name in names {
            guard let source = Self.read(name, in: url, displayPrefix: displayName),
                let root = JSONParser.parse(source).root
            else {
                unparsable.append(name)
                continue
            }
            switch ConfigKind.detect(root) {
            case .keyboardSet?: manifests.append(name)
            case .keyboardLayout? where !name.hasSuffix(KeyboardConfiguration.iPadSuffix): layouts.append(name)
            default: break
            }
        }
        func failure(_ message: String) -> Loaded {
            let diagnostic = Diagnostic(
                file: displayName, line: 1, column: 1, pointer: "", severity: .error, message: message)
            return Loaded(result: ConfigLoadResult(value: nil, diagnostics: [diagnostic]), resolved: self)
        }
        if manifests.count > 1 {
            return failure(
                "more than one keyboard set manifest in this folder (\(manifests.joined(separator: ", "))); name the one to use"
            )
        }
        if let manifest = manifests.first {
            return KeyboardLocation.manifest(folder: url, name: manifest, displayPrefix: displayName).load()
        }
        if !unparsable.isEmpty {
            return failure(
                "no keyboard set manifest (a file with \"layouts\") in this folder, and \(unparsable.map { $0 + ".json" }.joined(separator: ", ")) cannot be parsed"
            )
        }
        let shortest = layouts.min { ($0.count, $0) < ($1.count, $1) }
        guard let start = shortest else {
            return failure("no keyboard set manifest (a file with \"layouts\") and no keyboard layout in this folder")
        }
        return KeyboardLocation.layout(folder: url, name: start, displayPrefix: displayName).load()
    }

    private static func read(_ name: String, in folder: URL, displayPrefix prefix: String) -> SourceText? {
        let candidate = folder.appendingPathComponent(name + ".json")
        guard let data = FileManager.default.contents(atPath: candidate.path) else { return nil }
        return SourceText(name: FileDisplayName.joining(prefix, candidate.lastPathComponent), bytes: Array(data))
    }

    private static func reader(_ folder: URL, _ prefix: String) -> @Sendable (String) -> SourceText? {
        { name in read(name, in: folder, displayPrefix: prefix) }
    }
}
