import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The reference pages in `docs/` and the JSON Schemas in `schemas/` describe the same formats as
/// the readers: these tests keep them from drifting apart.
@Suite("Format reference pages and schemas")
struct FormatReferenceTests {
    enum Format: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case keyboardSet = "keyboard-set"
        case snippets
        case themes
        case pathConfiguration = "path-configuration"
        case stickers
        case quickReplies = "quick-replies"

        var testDescription: String { rawValue }

        /// The fields of the format's top-level object.
        var fieldNames: Set<String> {
            switch self {
            case .keyboardSet: KeyboardSet.fieldNames
            case .snippets: SnippetCatalog.fieldNames
            case .themes: ThemeCatalog.fieldNames
            case .pathConfiguration: PathConfiguration.fieldNames
            case .stickers: StickerCatalog.fieldNames
            case .quickReplies: QuickReplyCatalog.fieldNames
            }
        }

        var kind: ConfigKind {
            switch self {
            case .keyboardSet: .keyboardSet
            case .snippets: .snippets
            case .themes: .themes
            case .pathConfiguration: .pathConfiguration
            case .stickers: .stickers
            case .quickReplies: .quickReplies
            }
        }

        func diagnostics(_ text: String, name: String) -> [Diagnostic] {
            switch self {
            case .keyboardSet: KeyboardSet.load(text: text, name: name).diagnostics
            case .snippets: SnippetCatalog.load(text: text, name: name).diagnostics
            case .themes: ThemeCatalog.load(text: text, name: name).diagnostics
            case .pathConfiguration: PathConfiguration.load(text: text, name: name).diagnostics
            case .stickers: StickerCatalog.load(text: text, name: name).diagnostics
            case .quickReplies: QuickReplyCatalog.load(text: text, name: name).diagnostics
            }
        }
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: TestFiles.repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The first JSON code block after the page's "## Complete example" heading.
    static func completeExample(in page: String) throws -> String {
        let section = try #require(page.range(of: "\n## Complete example\n"))
        let rest = page[section.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    static func schema(_ format: Format) throws -> JSONNode {
        let name = "schemas/\(format.rawValue).schema.json"
        let parsed = JSONParser.parse(SourceText(name: name, text: try read(name)))
        #expect(parsed.diagnostics.isEmpty)
        return try #require(parsed.root)
    }

    /// The property names a schema object declares.
    static func propertyNames(_ node: JSONNode?) throws -> Set<String> {
        Set(try #require(node?["properties"]?.objectValue).map(\.key))
    }

    @Test("each reference page's complete example loads without a single diagnostic", arguments: Format.allCases)
    func completeExampleLoadsClean(format: Format) throws {
        let example = try Self.completeExample(in: Self.read("docs/\(format.rawValue).md"))
        #expect(format.diagnostics(example, name: "\(format.rawValue).json").isEmpty)
        let root = try #require(JSONParser.parse(SourceText(name: "example", text: example)).root)
        #expect(ConfigKind.detect(root) == format.kind)
    }

    @Test(
        "each schema has its id and declares exactly the fields the reader knows, plus $schema",
        arguments: Format.allCases)
    func schemaMatchesReader(format: Format) throws {
        let schema = try Self.schema(format)
        #expect(schema["$id"]?.stringValue == "https://keysmith.dev/schemas/\(format.rawValue).schema.json")
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        #expect(try Self.propertyNames(schema) == format.fieldNames.union(["$schema"]))
    }

    @Test("nested schema objects declare the reader's fields and names")
    func nestedSchemas() throws {
        let set = try Self.schema(.keyboardSet)
        #expect(
            try Self.propertyNames(set["properties"]?["keyboardTypes"])
                == Set(FieldKeyboardType.allCases.map(\.rawValue)))
        #expect(
            set["properties"]?["keyboardTypes"]?["required"]?.arrayValue?.compactMap(\.stringValue)
                == FieldKeyboardType.required.map(\.rawValue))

        let snippets = try Self.schema(.snippets)
        #expect(try Self.propertyNames(snippets["$defs"]?["snippet"]) == Snippet.fieldNames)

        let themes = try Self.schema(.themes)
        let definitions = themes["$defs"]
        #expect(try Self.propertyNames(definitions?["theme"]) == Theme.fieldNames)
        #expect(try Self.propertyNames(definitions?["palette"]) == ThemePalette.fieldNames)
        #expect(
            try Self.propertyNames(definitions?["palette"]?["properties"]?["keys"]) == Set(ThemePalette.keyStyleNames))
        #expect(
            try Self.propertyNames(definitions?["palette"]?["properties"]?["toolbar"])
                == ThemeToolbarAppearance.fieldNames)
        #expect(try Self.propertyNames(definitions?["keyStyle"]) == ThemeKeyAppearance.fieldNames)

        let paths = try Self.schema(.pathConfiguration)
        let rule = paths["$defs"]?["rule"]
        #expect(try Self.propertyNames(rule) == PathRule.fieldNames)
        #expect(
            try Self.propertyNames(rule?["properties"]?["properties"]) == [
                PathRule.defaultToolbarProperty, PathRule.keyboardToolbarProperty,
            ])

        let stickers = try Self.schema(.stickers)
        #expect(try Self.propertyNames(stickers["$defs"]?["pack"]) == StickerPack.fieldNames)
        #expect(try Self.propertyNames(stickers["$defs"]?["sticker"]) == Sticker.fieldNames)

        let replies = try Self.schema(.quickReplies)
        #expect(try Self.propertyNames(replies["$defs"]?["reply"]) == QuickReply.fieldNames)
    }

    @Test("every property of every schema has a description, so editors can explain it")
    func descriptions() throws {
        /// The properties without a description, walking a schema through properties, $defs and items.
        func undescribed(_ schema: JSONNode, at path: String) -> [String] {
            var result: [String] = []
            for member in schema["properties"]?.objectValue ?? [] {
                if member.value["description"]?.stringValue?.isEmpty != false { result.append("\(path)/\(member.key)") }
                result += undescribed(member.value, at: "\(path)/\(member.key)")
            }
            for member in schema["$defs"]?.objectValue ?? [] {
                result += undescribed(member.value, at: "\(path)/$defs/\(member.key)")
            }
            if let items = schema["items"] {
                result += undescribed(items, at: "\(path)/items")
            }
            return result
        }
        for format in Format.allCases {
            let missing = undescribed(try Self.schema(format), at: format.rawValue)
            #expect(missing.isEmpty)
        }
    }
}
