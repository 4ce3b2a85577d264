import Foundation

/// A keyboard set read from its files and ready to use: the manifest, every layout it can reach
/// (with iPad variants), and the toolbar, snippets, themes and path configuration it names.
///
/// Loading is all or nothing: a configuration is produced only when every file it needs loads
/// without errors, so that a broken edit never replaces a working keyboard. The caller keeps the
/// last good configuration (or ``embedded()``) and shows the diagnostics.
public struct KeyboardConfiguration: Sendable {
    public var set: KeyboardSet
    /// Every layout the set can reach (its cycle, its keyboard types, and any `keyboardName` target),
    /// by file name, including `NAME~iPad` variants where they exist.
    public var layouts: [String: KeyboardLayout]
    public var toolbar: Toolbar?
    public var snippets: SnippetCatalog?
    public var themes: ThemeCatalog?
    public var pathConfiguration: PathConfiguration?

    public init(
        set: KeyboardSet, layouts: [String: KeyboardLayout], toolbar: Toolbar? = nil, snippets: SnippetCatalog? = nil,
        themes: ThemeCatalog? = nil, pathConfiguration: PathConfiguration? = nil
    ) {
        self.set = set
        self.layouts = layouts
        self.toolbar = toolbar
        self.snippets = snippets
        self.themes = themes
        self.pathConfiguration = pathConfiguration
    }

    /// The suffix that marks a layout file's iPad variant, as iOS resource names do: `English~iPad`.
    public static let iPadSuffix = "~iPad"

    /// The layout `name`, preferring its `~iPad` variant on an iPad.
    public func layout(named name: String, onPad: Bool) -> KeyboardLayout? {
        if onPad, let variant = layouts[name + Self.iPadSuffix] { return variant }
        return layouts[name]
    }

    /// The name of the layout that serves a field of this keyboard type.
    public func layoutName(for type: FieldKeyboardType) -> String? {
        set.layout(for: type)
    }
}

extension KeyboardConfiguration {
    /// Loads the set whose files `file` returns by name (without `.json`); `manifest` names the set's
    /// manifest. `file` returns nil for a file that does not exist.
    public static func load(manifest: String, file: @escaping (String) -> SourceText?) -> ConfigLoadResult<KeyboardConfiguration> {
        var loader = SetLoader(file: file)
        let configuration = loader.load(manifest: manifest)
        return ConfigLoadResult(value: loader.diagnostics.containsErrors ? nil : configuration, diagnostics: loader.diagnostics)
    }

    /// Loads the set in `folder`. Without a manifest name, the folder must hold exactly one manifest
    /// (a file with `"layouts"`); its name is found by reading the folder's files.
    public static func load(folder: URL, manifest: String? = nil, displayPrefix: String? = nil) -> ConfigLoadResult<KeyboardConfiguration> {
        let prefix = displayPrefix ?? folder.path
        let read: (String) -> SourceText? = { name in
            let url = folder.appendingPathComponent(name + ".json")
            guard let data = try? Data(contentsOf: url) else { return nil }
            return SourceText(name: prefix.isEmpty ? url.lastPathComponent : "\(prefix)/\(url.lastPathComponent)", bytes: Array(data))
        }
        if let manifest { return load(manifest: manifest, file: read) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        let manifests = names.filter { name in
            guard let source = read(name), let root = JSONParser.parse(source).root else { return false }
            return ConfigKind.detect(root) == .keyboardSet
        }
        guard manifests.count == 1, let only = manifests.first else {
            let problem = manifests.isEmpty
                ? "no keyboard set manifest (a file with \"layouts\") in this folder"
                : "more than one keyboard set manifest in this folder (\(manifests.joined(separator: ", "))); name the one to use"
            return ConfigLoadResult(value: nil, diagnostics: [
                Diagnostic(file: prefix, line: 1, column: 1, pointer: "", severity: .error, message: problem)
            ])
        }
        return load(manifest: only, file: read)
    }

    /// The configuration embedded in Keysmith, and any problems with it (there are none in a
    /// released build; the tests hold it to that).
    public static func embedded() -> ConfigLoadResult<KeyboardConfiguration> {
        guard let folder = EmbeddedDefaults.folder else {
            return ConfigLoadResult(value: nil, diagnostics: [
                Diagnostic(file: "Defaults", line: 1, column: 1, pointer: "", severity: .error, message: "the embedded defaults are missing from this build")
            ])
        }
        return load(folder: folder, manifest: EmbeddedDefaults.manifestName, displayPrefix: "Defaults")
    }
}

/// Reads a set's files in order: the manifest, then every layout it reaches, then its other files.
/// A missing file is reported where its name is written.
private struct SetLoader {
    /// A layout name still to read, and where it was written.
    private struct Pending {
        var name: String
        var source: SourceText
        var pointer: JSONPointer
        var offset: Int
    }

    let file: (String) -> SourceText?
    var diagnostics: [Diagnostic] = []

    mutating func load(manifest: String) -> KeyboardConfiguration? {
        guard let manifestSource = file(manifest) else {
            diagnostics.append(Diagnostic(file: manifest + ".json", line: 1, column: 1, pointer: "", severity: .error, message: "the keyboard set manifest \(manifest).json does not exist"))
            return nil
        }
        let parsed = JSONParser.parse(manifestSource)
        var reader = ConfigReader(source: manifestSource)
        reader.append(contentsOf: parsed.diagnostics)
        var references: [FileReference] = []
        let set = parsed.root.flatMap { KeyboardSet.read($0, with: &reader, references: &references) }
        diagnostics += reader.diagnostics
        guard let set else { return nil }

        var layouts: [String: KeyboardLayout] = [:]
        var pending = references.filter { $0.kind == .keyboardLayout }.reversed().map {
            Pending(name: $0.name, source: manifestSource, pointer: $0.pointer, offset: $0.offset)
        }
        while let next = pending.popLast() {
            guard layouts[next.name] == nil else { continue }
            guard let source = file(next.name) else {
                report(missing: next.name, kind: .keyboardLayout, in: next.source, at: next.offset, next.pointer)
                continue
            }
            for name in [next.name, next.name + KeyboardConfiguration.iPadSuffix] {
                guard let source = name == next.name ? source : file(name),
                    let (layout, root) = readLayout(source)
                else { continue }
                layouts[name] = layout
                for reference in KeyboardLayout.references(in: root) where reference.kind == .keyboard {
                    pending.append(Pending(name: reference.name, source: source, pointer: reference.pointer, offset: reference.offset))
                }
            }
        }

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
        return KeyboardConfiguration(
            set: set, layouts: layouts,
            toolbar: other(set.toolbar, Toolbar.self),
            snippets: other(set.snippets, SnippetCatalog.self),
            themes: other(set.themes, ThemeCatalog.self),
            pathConfiguration: other(set.pathConfiguration, PathConfiguration.self))
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

    private mutating func report(missing name: String, kind: ConfigKind, in source: SourceText, at offset: Int, _ pointer: JSONPointer) {
        diagnostics.append(source.diagnostic(.error, "no \(kind.title) named \"\(name)\" in this keyboard set (looked for \(name).json)", at: offset, pointer: pointer))
    }
}
