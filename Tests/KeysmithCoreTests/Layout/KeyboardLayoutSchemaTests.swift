import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboard layout schema and reference")
struct KeyboardLayoutSchemaTests {
    func repositoryFile(_ path: String) throws -> String {
        try String(contentsOf: TestFiles.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    func schemaDefinition(_ name: String) throws -> JSONNode {
        let text = try repositoryFile("schemas/keyboard-layout.schema.json")
        let parsed = JSONParser.parse(SourceText(name: "schema", text: text))
        #expect(parsed.diagnostics.isEmpty)
        return try #require(parsed.root?["$defs"]?[name])
    }

    func strings(_ node: JSONNode?) -> [String] {
        node?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    @Test("the schema lists exactly the styles, types and key fields that the reader knows")
    func schemaMatchesReader() throws {
        #expect(strings(try schemaDefinition("style")["enum"]) == KeyStyle.allCases.map(\.rawValue))
        #expect(strings(try schemaDefinition("type")["enum"]) == KeyType.allCases.map(\.rawValue))
        let keyProperties = try #require(try schemaDefinition("key")["properties"]?.objectValue)
        #expect(Set(keyProperties.map(\.key)) == Key.fieldNames)
        let layoutProperties = try #require(try schemaDefinition("layoutObject")["properties"]?.objectValue)
        #expect(Set(layoutProperties.map(\.key)) == KeyboardLayout.fieldNames)
        for member in keyProperties + layoutProperties {
            let description = member.value["description"]?.stringValue ?? ""
            #expect(!description.isEmpty, "\(member.key) has no description")
        }
    }

    @Test("every complete layout in the reference loads without a single diagnostic")
    func referenceExamples() throws {
        let markdown = try repositoryFile("docs/keyboard-layout.md")
        let blocks = markdown.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
        let layouts = blocks.filter { block in
            JSONParser.parse(SourceText(name: "example", text: block)).root.flatMap(ConfigKind.detect)
                == .keyboardLayout
        }
        #expect(layouts.count == 3)
        for layout in layouts {
            let result = KeyboardLayout.load(text: layout, name: "example")
            #expect(result.diagnostics.map(\.description) == [])
            #expect(result.value != nil)
        }
    }
}
