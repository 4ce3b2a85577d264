import Foundation

/// Checks configuration files: each on its own, then what they say about each other.
///
/// Files in one folder form a set: a layout's `keyboardName` must name a layout beside it, a set
/// manifest's file names must name files of the right kind beside it, and snippet keys must name a
/// snippet of the set's snippets file. With an assets folder, image and icon names must exist in it.
@_spi(Tooling) public struct ConfigLinter: Sendable {
    /// Read every file as this kind instead of recognising it.
    var kind: ConfigKind?
    /// A folder of images that `image`, `selectedImage` and `iconResource` names must exist in.
    var assetsFolder: URL?

    public init(kind: ConfigKind? = nil, assetsFolder: URL? = nil) {
        self.kind = kind
        self.assetsFolder = assetsFolder
    }

    public func lint(_ files: [ConfigFileReference]) -> LintReport {
        var diagnostics: [Diagnostic] = []
        var unreadable: [String] = []
        let folders = FolderIndex(forcedKind: kind)
        var documents: [ConfigDocument] = []
        for file in files {
            switch ConfigDocument.read(file, as: kind) {
            case .success(let document):
                diagnostics += document.diagnostics
                folders.remember(document, at: file.url)
                documents.append(document)
            case .failure(let problem):
                diagnostics.append(problem)
                unreadable.append(file.displayName)
            }
        }
        let assets = assetsFolder.map(AssetNames.init(folder:))
        for (document, file) in zip(documents, files.filter { !unreadable.contains($0.displayName) }) {
            var check = CrossFileCheck(
                document: document, folder: file.url.deletingLastPathComponent(), folders: folders, assets: assets)
            diagnostics += check.run()
        }
        return LintReport(
            diagnostics: diagnostics.sortedByLocation(), filesChecked: files.count, unreadableFiles: unreadable)
    }
}

/// What `keysmith lint` found.
@_spi(Tooling) public struct LintReport: Sendable {
    /// Every problem, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    var filesChecked: Int
    /// Files that could not be read at all.
    public var unreadableFiles: [String]

    func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// `2 errors, 1 warning in 38 files (3 notes hidden; --strict shows them)`.
    public func summary(strict: Bool) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
        if strict { parts.append(plural(count(.note), "note")) }
        var text = parts.joined(separator: ", ") + " in " + plural(filesChecked, "file")
        if !strict && count(.note) > 0 {
            text += " (\(plural(count(.note), "note")) hidden; --strict shows them)"
        }
        return text
    }
}

/// The configuration files in each folder, read on demand so that a reference can be checked against
/// a neighbour that was not itself named on the command line.
final class FolderIndex {
    private let forcedKind: ConfigKind?
    private var listings: [URL: [String: URL]] = [:]
    private var documents: [URL: ConfigDocument?] = [:]

    init(forcedKind: ConfigKind?) {
        self.forcedKind = forcedKind
    }

    private var checked: [String: ConfigDocument] = [:]

    /// Records a document named on the command line, so that references can find it by name.
    func remember(_ document: ConfigDocument, at url: URL) {
        documents[url.standardizedFileURL] = document
        checked[url.deletingPathExtension().lastPathComponent] =
            checked[url.deletingPathExtension().lastPathComponent] ?? document
    }

    /// A document among those named on the command line, by reference name.
    func checkedDocument(named name: String) -> ConfigDocument? { checked[name] }

    /// Whether a keyboard set manifest sits in `folder`.
    func containsSetManifest(_ folder: URL) -> Bool {
        files(in: folder).keys.contains { document(named: $0, in: folder)?.kind == .keyboardSet }
    }

    /// The `.json` files directly inside `folder`, by reference name (file name without `.json`).
    func files(in folder: URL) -> [String: URL] {
        let key = folder.standardizedFileURL
        if let listing = listings[key] { return listing }
        let contents = (try? FileManager.default.contentsOfDirectory(at: key, includingPropertiesForKeys: nil)) ?? []
        var listing: [String: URL] = [:]
        for url in contents where url.pathExtension.lowercased() == "json" {
            listing[url.deletingPathExtension().lastPathComponent] = url.standardizedFileURL
        }
        listings[key] = listing
        return listing
    }

    /// The document `name` in `folder`, read if it was not already; nil if there is none or it is unreadable.
    func document(named name: String, in folder: URL) -> ConfigDocument? {
        guard let url = files(in: folder)[name] else { return nil }
        if let known = documents[url] { return known }
        let document = try? ConfigDocument.read(ConfigFileReference(url: url, displayName: url.lastPathComponent)).get()
        documents[url] = document
        return document
    }
}

/// The image names available in an assets folder: `Globe` for `Globe.png`, `Globe@2x.png`,
/// `Globe~ipad.png`, `Globe.pdf`, `Globe.svg` or an asset catalogue's `Globe.imageset`.
struct AssetNames: Sendable {
    let folder: URL
    let names: Set<String>

    init(folder: URL) {
        self.folder = folder
        var names = Set<String>()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let imageExtensions: Set<String> = ["png", "pdf", "svg", "jpg", "jpeg", "heic", "imageset"]
        while let url = enumerator?.nextObject() as? URL {
            guard imageExtensions.contains(url.pathExtension.lowercased()) else { continue }
            var name = url.deletingPathExtension().lastPathComponent
            for suffix in ["~ipad", "~iphone", "~iPad", "~iPhone", "@3x", "@2x"] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
            }
            names.insert(name)
        }
        self.names = names
    }

    func contains(_ name: String) -> Bool { names.contains(name) }
}

/// The checks of one document against its neighbours and the assets folder.
struct CrossFileCheck {
    let document: ConfigDocument
    let folder: URL
    let folders: FolderIndex
    let assets: AssetNames?
    private var diagnostics: [Diagnostic] = []

    init(document: ConfigDocument, folder: URL, folders: FolderIndex, assets: AssetNames?) {
        self.document = document
        self.folder = folder
        self.folders = folders
        self.assets = assets
    }

    mutating func run() -> [Diagnostic] {
        guard let root = document.root, let kind = document.kind, document.value != nil else { return [] }
        switch kind {
        case .keyboardLayout:
            checkLayoutReferences(root)
        case .toolbar:
            checkToolbarIcons(root)
        case .keyboardSet:
            checkFileReferences(KeyboardSet.references(in: root), missing: .error)
        case .pathConfiguration:
            // A host app's path configuration may name toolbars that live elsewhere in the app.
            checkFileReferences(PathConfiguration.references(in: root), missing: .warning)
        case .stickers:
            for image in StickerCatalog.imageReferences(in: root) {
                checkAsset(image.name, at: image.offset, image.pointer)
            }
        case .snippets, .themes, .quickReplies:
            break
        }
        return diagnostics
    }

    private mutating func report(_ severity: Severity, _ message: String, at offset: Int, _ pointer: JSONPointer) {
        diagnostics.append(document.source.diagnostic(severity, message, at: offset, pointer: pointer))
    }

    private func neighbourNames(of kind: ConfigKind) -> [String] {
        folders.files(in: folder).keys.filter { folders.document(named: $0, in: folder)?.kind == kind }.sorted()
    }

    private func suggestion(for name: String, among names: [String]) -> String {
        closestMatch(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    // MARK: Layouts

    private mutating func checkLayoutReferences(_ root: JSONNode) {
        let references = KeyboardLayout.references(in: root)
        var snippetNames: Set<String>?
        for reference in references {
            switch reference.kind {
            case .keyboard:
                checkLayoutTarget(reference)
            case .image:
                checkAsset(reference.name, at: reference.offset, reference.pointer)
            case .snippet:
                if snippetNames == nil { snippetNames = knownSnippetNames() }
                if let snippetNames, !snippetNames.contains(reference.name) {
                    report(
                        .error,
                        "no snippet named \"\(reference.name)\" in this folder's snippets file\(suggestion(for: reference.name, among: snippetNames.sorted()))",
                        at: reference.offset, reference.pointer)
                }
            }
        }
    }

    /// A `keyboardName` must name a layout. Under a set manifest, the set is the folder and a missing
    /// layout is an error. Without one, layouts are found by name wherever they are, as JACKeyboard
    /// found them in the app bundle: beside the file or among all the files checked, and a missing one
    /// is a warning, since the set is only a guess.
    private mutating func checkLayoutTarget(_ reference: KeyboardLayout.Reference) {
        let name = reference.name
        let hasManifest = folders.containsSetManifest(folder)
        let target =
            folders.document(named: name, in: folder) ?? (hasManifest ? nil : folders.checkedDocument(named: name))
        if let kind = target?.kind, kind != .keyboardLayout {
            report(
                .error, "\"\(name)\" is a \(kind.title), not a keyboard layout", at: reference.offset, reference.pointer
            )
        } else if target == nil {
            let place =
                hasManifest
                ? "in this keyboard set (looked for \(name).json beside the set's manifest)"
                : "beside this file or among the files checked"
            report(
                hasManifest ? .error : .warning,
                "no layout named \"\(name)\" \(place)\(suggestion(for: name, among: neighbourNames(of: .keyboardLayout)))",
                at: reference.offset, reference.pointer)
        }
    }

    /// The snippet names a layout can use: those of the snippets file named by the set manifest beside
    /// it, or else of every snippets file beside it; nil when there is none to check against.
    private func knownSnippetNames() -> Set<String>? {
        let neighbours = folders.files(in: folder).keys.sorted()
        let manifests = neighbours.compactMap { name -> KeyboardSet? in
            if case .keyboardSet(let set)? = folders.document(named: name, in: folder)?.value { set } else { nil }
        }
        let snippetFiles = manifests.isEmpty ? neighbours : manifests.compactMap(\.snippets)
        var names: Set<String>?
        for file in snippetFiles {
            guard case .snippets(let catalog)? = folders.document(named: file, in: folder)?.value else { continue }
            names = (names ?? []).union(catalog.snippets.map(\.name))
        }
        return names
    }

    // MARK: Sets and path configurations

    /// Each named file must exist beside this one and be of the kind the name is for.
    private mutating func checkFileReferences(_ references: [FileReference], missing severity: Severity) {
        for reference in references {
            guard let target = folders.document(named: reference.name, in: folder) else {
                let suggestion = suggestion(for: reference.name, among: neighbourNames(of: reference.kind))
                report(
                    severity,
                    "no \(reference.kind.title) named \"\(reference.name)\" beside this file (looked for \(reference.fileName))\(suggestion)",
                    at: reference.offset, reference.pointer)
                continue
            }
            if let kind = target.kind, kind != reference.kind {
                report(
                    .error, "\"\(reference.name)\" is a \(kind.title), but a \(reference.kind.title) is expected here",
                    at: reference.offset, reference.pointer)
            }
        }
    }

    // MARK: Toolbars

    private mutating func checkToolbarIcons(_ root: JSONNode) {
        let items: [(JSONNode, JSONPointer)] =
            root.arrayValue.map { $0.enumerated().map { ($1, JSONPointer.root / $0) } } ?? [(root, .root)]
        for (item, pointer) in items {
            if let icon = item["iconResource"], let name = icon.stringValue {
                checkAsset(name, at: icon.offset, pointer / "iconResource")
            }
        }
    }

    // MARK: Assets

    private mutating func checkAsset(_ name: String, at offset: Int, _ pointer: JSONPointer) {
        guard let assets, !assets.contains(name) else { return }
        let nearest = closestMatch(to: name, among: assets.names.sorted()).map { " (did you mean \"\($0)\"?)" } ?? ""
        report(
            .error,
            "no image named \"\(name)\" in the assets folder (looked for \(name).png, \(name)@2x.png, \(name).pdf, \(name).svg or \(name).imageset)\(nearest)",
            at: offset, pointer)
    }
}
