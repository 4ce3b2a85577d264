import Foundation

/// A keyboard set read from its files and ready to use: the manifest, every layout it can reach
/// (with iPad variants), and the toolbar, snippets, themes and path configuration it names.
///
/// Loading is all or nothing: a configuration is produced only when every file it needs loads
/// without errors, so that a broken edit never replaces a working keyboard. The caller keeps the
/// last good configuration (or ``embedded()``) and shows the diagnostics.
public struct KeyboardConfiguration: Sendable {
    @_spi(Tooling) public var set: KeyboardSet
    /// Every layout the set can reach (its cycle, its keyboard types, and any `keyboardName` target),
    /// by file name, including `NAME~iPad` variants where they exist.
    @_spi(Tooling) public var layouts: [String: KeyboardLayout]
    @_spi(Tooling) public var toolbar: Toolbar?
    var snippets: SnippetCatalog?
    @_spi(Tooling) public var themes: ThemeCatalog?
    @_spi(Tooling) public var pathConfiguration: PathConfiguration?
    var stickers: StickerCatalog?
    var quickReplies: QuickReplyCatalog?
    /// The languages the keyboard types, in globe order: those the set's `languages` lists, or the
    /// set's one `locale`; empty for a set that names no language.
    public internal(set) var languages: [KeyboardLanguage] = []

    init(
        set: KeyboardSet, layouts: [String: KeyboardLayout], toolbar: Toolbar? = nil, snippets: SnippetCatalog? = nil,
        themes: ThemeCatalog? = nil, pathConfiguration: PathConfiguration? = nil, stickers: StickerCatalog? = nil,
        quickReplies: QuickReplyCatalog? = nil
    ) {
        self.set = set
        self.layouts = layouts
        self.toolbar = toolbar
        self.snippets = snippets
        self.themes = themes
        self.pathConfiguration = pathConfiguration
        self.stickers = stickers
        self.quickReplies = quickReplies
    }

    /// The suffix that marks a layout file's iPad variant, as iOS resource names do: `English~iPad`.
    @_spi(Tooling) public static let iPadSuffix = "~iPad"

    /// The layout `name`, preferring its `~iPad` variant on an iPad.
    func layout(named name: String, onPad: Bool) -> KeyboardLayout? {
        if onPad, let variant = layouts[name + Self.iPadSuffix] { return variant }
        return layouts[name]
    }

    /// The name of the layout that serves a field of this keyboard type.
    func layoutName(for type: FieldKeyboardType) -> String? {
        set.layout(for: type)
    }
}

extension KeyboardConfiguration {
    /// Loads the set whose files `file` returns by name (without `.json`); `manifest` names the set's
    /// manifest. `file` returns nil for a file that does not exist.
    @_spi(Tooling) public static func load(manifest: String, file: @escaping (String) -> SourceText?)
        -> ConfigLoadResult<KeyboardConfiguration>
    {
        var loader = SetLoader(file: file)
        let configuration = loader.load(manifest: manifest)
        return ConfigLoadResult(
            value: loader.diagnostics.containsErrors ? nil : configuration, diagnostics: loader.diagnostics)
    }

    /// Loads the set in `folder`. Without a manifest name, the folder must hold exactly one manifest
    /// (a file with `"layouts"`); its name is found by reading the folder's files.
    public static func load(folder: URL, manifest: String? = nil, displayPrefix: String? = nil) -> ConfigLoadResult<
        KeyboardConfiguration
    > {
        let prefix = FileDisplayName.normalized(displayPrefix ?? folder.path)
        let read: (String) -> SourceText? = { name in
            let url = folder.appendingPathComponent(name + ".json")
            guard let data = try? Data(contentsOf: url) else { return nil }
            return SourceText(name: FileDisplayName.joining(prefix, url.lastPathComponent), bytes: Array(data))
        }
        if let manifest { return load(manifest: manifest, file: read) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        let manifests = names.filter { name in
            guard let source = read(name), let root = JSONParser.parse(source).root else { return false }
            return ConfigKind.detect(root) == .keyboardSet
        }
        guard manifests.count == 1, let only = manifests.first else {
            let problem =
                manifests.isEmpty
                ? "no keyboard set manifest (a file with \"layouts\") in this folder"
                : "more than one keyboard set manifest in this folder (\(manifests.joined(separator: ", "))); name the one to use"
            return ConfigLoadResult(
                value: nil,
                diagnostics: [
                    Diagnostic(file: prefix, line: 1, column: 1, pointer: "", severity: .error, message: problem)
                ])
        }
        return load(manifest: only, file: read)
    }

    /// A configuration for one layout file without a manifest, as JACKeyboard's
    /// `configureKeyboardWithFile:` shows one: the layout serves every field, and the layouts its
    /// switch keys name are read by `file` too (from the same folder, say).
    @_spi(Tooling) public static func load(layout name: String, file: @escaping (String) -> SourceText?)
        -> ConfigLoadResult<KeyboardConfiguration>
    {
        var loader = SetLoader(file: file)
        let configuration = loader.load(layout: name)
        return ConfigLoadResult(
            value: loader.diagnostics.containsErrors ? nil : configuration, diagnostics: loader.diagnostics)
    }

    /// The configuration embedded in Keysmith, and any problems with it (there are none in a
    /// released build; the tests hold it to that).
    public static func embedded() -> ConfigLoadResult<KeyboardConfiguration> {
        guard let folder = EmbeddedDefaults.folder else {
            return ConfigLoadResult(
                value: nil,
                diagnostics: [
                    Diagnostic(
                        file: "Defaults", line: 1, column: 1, pointer: "", severity: .error,
                        message: "the embedded defaults are missing from this build")
                ])
        }
        return load(folder: folder, manifest: EmbeddedDefaults.manifestName, displayPrefix: "Defaults")
    }
}

/// Reads a set's files in order: the manifest, then every layout it reaches, then its other files.
/// A missing file is reported where its name is written.
struct SetLoader {
    /// A layout name still to read, and where it was written.
    struct Pending {
        var name: String
        /// The file that names it; nil for the layout a caller asked for.
        var source: SourceText?
        var pointer: JSONPointer
        var offset: Int
    }

    let file: (String) -> SourceText?
    var diagnostics: [Diagnostic] = []

    mutating func load(manifest: String) -> KeyboardConfiguration? {
        guard let manifestSource = file(manifest) else {
            diagnostics.append(
                Diagnostic(
                    file: manifest + ".json", line: 1, column: 1, pointer: "", severity: .error,
                    message: "the keyboard set manifest \(manifest).json does not exist"))
            return nil
        }
        let parsed = JSONParser.parse(manifestSource)
        var reader = ConfigReader(source: manifestSource)
        reader.append(contentsOf: parsed.diagnostics)
        var references: [FileReference] = []
        let set = parsed.root.flatMap { KeyboardSet.read($0, with: &reader, references: &references) }
        diagnostics += reader.diagnostics
        guard let set else { return nil }

        let layouts = loadLayouts(
            references.filter { $0.kind == .keyboardLayout }.map {
                Pending(name: $0.name, source: manifestSource, pointer: $0.pointer, offset: $0.offset)
            })

        func other<Value: ConfigFormat>(_ name: String?, _ type: Value.Type) -> Value? {
            guard let name else { return nil }
            guard let source = file(name) else {
                if let reference = references.first(where: { $0.name == name && $0.kind == Value.kind }) {
                    report(missing: name, kind: Value.kind, in: manifestSource, at: reference.offset, reference.pointer)
                }
                return nil
            }
            let result = Value.load(source)
            diagnostics += result.diagnostics
            return result.value
        }
        var configuration = KeyboardConfiguration(
            set: set, layouts: layouts,
            toolbar: other(set.toolbar, Toolbar.self),
            snippets: other(set.snippets, SnippetCatalog.self),
            themes: other(set.themes, ThemeCatalog.self),
            pathConfiguration: other(set.pathConfiguration, PathConfiguration.self),
            stickers: other(set.stickers, StickerCatalog.self),
            quickReplies: other(set.quickReplies, QuickReplyCatalog.self))
        addLanguages(to: &configuration)
        return configuration
    }

    /// A set of one layout and the layouts its switch keys reach.
    mutating func load(layout name: String) -> KeyboardConfiguration? {
        guard file(name) != nil else {
            diagnostics.append(
                Diagnostic(
                    file: name + ".json", line: 1, column: 1, pointer: "", severity: .error,
                    message: "the keyboard layout \(name).json does not exist"))
            return nil
        }
        let layouts = loadLayouts([Pending(name: name, source: nil, pointer: .root, offset: 0)])
        guard layouts[name] != nil else { return nil }
        let everyField = Dictionary(uniqueKeysWithValues: FieldKeyboardType.allCases.map { ($0, name) })
        let set = KeyboardSet(name: name, layouts: [name], keyboardTypes: KeyboardTypeLayouts(everyField))
        return KeyboardConfiguration(set: set, layouts: layouts)
    }

    /// Reads the pending layouts, their `~iPad` variants and every layout their switch keys name.
    mutating func loadLayouts(_ start: [Pending]) -> [String: KeyboardLayout] {
        var layouts: [String: KeyboardLayout] = [:]
        var pending = Array(start.reversed())
        var visited = Set<String>()
        while let next = pending.popLast() {
            // A layout named twice is read (and its problems reported) once; a missing one is
            // reported wherever it is named.
            guard !visited.contains(next.name) else { continue }
            guard let source = file(next.name) else {
                if let referrer = next.source {
                    report(missing: next.name, kind: .keyboardLayout, in: referrer, at: next.offset, next.pointer)
                }
                continue
            }
            visited.insert(next.name)
            for name in [next.name, next.name + KeyboardConfiguration.iPadSuffix] {
                guard let source = name == next.name ? source : file(name),
                    let (layout, root) = readLayout(source)
                else { continue }
                layouts[name] = layout
                for reference in KeyboardLayout.references(in: root) where reference.kind == .keyboard {
                    pending.append(
                        Pending(
                            name: reference.name, source: source, pointer: reference.pointer, offset: reference.offset))
                }
            }
        }

        return layouts
    }

    /// Reads a layout, keeping its parsed tree for the names it refers to.
    private mutating func readLayout(_ source: SourceText) -> (KeyboardLayout, JSONNode)? {
        let parsed = JSONParser.parse(source)
        var reader = ConfigReader(source: source)
        reader.append(contentsOf: parsed.diagnostics)
        let layout = parsed.root.flatMap { KeyboardLayout.read($0, with: &reader) }
        diagnostics += reader.diagnostics
        guard let layout, let root = parsed.root else { return nil }
        return (layout, root)
    }

    mutating func report(
        missing name: String, kind: ConfigKind, in source: SourceText, at offset: Int, _ pointer: JSONPointer
    ) {
        diagnostics.append(
            source.diagnostic(
                .error, "no \(kind.title) named \"\(name)\" in this keyboard set (looked for \(name).json)", at: offset,
                pointer: pointer))
    }
}
