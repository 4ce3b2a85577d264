import Foundation

/// A configuration file of any kind, once read.
enum ConfigValue: Sendable {
    case keyboardLayout(KeyboardLayout)
    case keyboardSet(KeyboardSet)
    case toolbar(Toolbar)
    case snippets(SnippetCatalog)
    case themes(ThemeCatalog)
    case pathConfiguration(PathConfiguration)
    case stickers(StickerCatalog)
    case quickReplies(QuickReplyCatalog)
}

/// One configuration file as read: what kind it is, its parsed tree, the value read from it, and
/// every problem found.
struct ConfigDocument: Sendable {
    var source: SourceText
    /// The kind, as recognised from the content or as asked for; nil when it could not be told.
    var kind: ConfigKind?
    /// The parsed document; nil when a syntax error made it unreadable.
    var root: JSONNode?
    /// The value read; nil when the file is unusable.
    var value: ConfigValue?
    var diagnostics: [Diagnostic]

    /// Parses `source` and reads it as `kind`, or as the kind its content shows.
    static func read(_ source: SourceText, as kind: ConfigKind? = nil) -> ConfigDocument {
        let parsed = JSONParser.parse(source)
        var document = ConfigDocument(
            source: source, kind: kind, root: parsed.root, value: nil, diagnostics: parsed.diagnostics)
        guard let root = parsed.root else { return document }
        guard let kind = kind ?? ConfigKind.detect(root) else {
            document.diagnostics.append(
                source.diagnostic(.error, unrecognisedMessage(root), at: root.offset, pointer: .root))
            return document
        }
        document.kind = kind
        var reader = ConfigReader(source: source)
        document.value = kind.read(root, with: &reader)
        document.diagnostics += reader.diagnostics
        return document
    }

    /// Reads a file from disk; a file that cannot be read yields nil and a diagnostic.
    static func read(_ file: ConfigFileReference, as kind: ConfigKind? = nil) -> Result<ConfigDocument, Diagnostic> {
        do {
            let data = try Data(contentsOf: file.url)
            return .success(read(SourceText(name: file.displayName, bytes: Array(data)), as: kind))
        } catch {
            return .failure(
                Diagnostic(
                    file: file.displayName, line: 1, column: 1, pointer: "", severity: .error,
                    message: "cannot read the file: \(error.localizedDescription)"))
        }
    }

    private static func unrecognisedMessage(_ root: JSONNode) -> String {
        let kinds = ConfigKind.allCases.map(\.rawValue).joined(separator: ", ")
        if root.arrayValue?.isEmpty == true {
            return "an empty array could be a keyboard layout or a toolbar; name the kind with --kind (\(kinds))"
        }
        return "cannot tell what kind of Keysmith file this is: expected an array of rows of keys (a layout), "
            + "an array of toolbar items, or an object with \"rows\", \"layouts\", \"rules\", \"snippets\", "
            + "\"themes\", \"stickerPacks\", \"quickReplies\" or \"buttonType\", but found \(root.kindDescription); name the kind with --kind (\(kinds))"
    }
}

extension ConfigKind {
    /// Reads a document as this kind.
    func read(_ root: JSONNode, with reader: inout ConfigReader) -> ConfigValue? {
        switch self {
        case .keyboardLayout: KeyboardLayout.read(root, with: &reader).map(ConfigValue.keyboardLayout)
        case .keyboardSet: KeyboardSet.read(root, with: &reader).map(ConfigValue.keyboardSet)
        case .toolbar: Toolbar.read(root, with: &reader).map(ConfigValue.toolbar)
        case .snippets: SnippetCatalog.read(root, with: &reader).map(ConfigValue.snippets)
        case .themes: ThemeCatalog.read(root, with: &reader).map(ConfigValue.themes)
        case .pathConfiguration: PathConfiguration.read(root, with: &reader).map(ConfigValue.pathConfiguration)
        case .stickers: StickerCatalog.read(root, with: &reader).map(ConfigValue.stickers)
        case .quickReplies: QuickReplyCatalog.read(root, with: &reader).map(ConfigValue.quickReplies)
        }
    }
}
