import Foundation
@_spi(Tooling) @testable import KeysmithCore

/// A layout read from a file, named by its path for test output.
struct NamedLayout: Sendable, CustomStringConvertible {
    var name: String
    var layout: KeyboardLayout

    var description: String { name }
}

enum LayoutFixtures {
    /// The JACKeyboard file that does not parse, and so cannot be laid out.
    static let brokenJACKeyboardFile = "International Phonetic Alphabet (narrow)/IPA-Vowels2.json"

    /// Every `.json` file in the JACKeyboard fixtures folder.
    static let jackeyboardFiles: [URL] = TestFiles.jsonFiles(in: TestFiles.jackeyboard)

    /// The JACKeyboard fixtures that load without errors, by path below the fixtures folder.
    static let jackeyboard: [NamedLayout] = jackeyboardFiles.compactMap { url in
        let name = String(url.path.dropFirst(TestFiles.jackeyboard.path.count + 1))
        return KeyboardLayout.load(contentsOf: url, displayName: name).cleanValue.map {
            NamedLayout(name: name, layout: $0)
        }
    }

    /// The embedded default files that are keyboard layouts, loaded.
    static let embeddedDefaults: [NamedLayout] = EmbeddedDefaults.files.compactMap { file in
        guard let data = try? Data(contentsOf: file.url) else { return nil }
        let source = SourceText(name: file.displayName, bytes: Array(data))
        guard let root = JSONParser.parse(source).root, ConfigKind.detect(root) == .keyboardLayout else { return nil }
        return KeyboardLayout.load(source).cleanValue.map { NamedLayout(name: file.displayName, layout: $0) }
    }

    /// An embedded default layout by file name, such as `English`.
    static func embedded(_ name: String) -> KeyboardLayout? {
        embeddedDefaults.first { $0.name == "Defaults/\(name).json" }?.layout
    }
}

/// A key for hand-written layouts: a letter key with an optional width.
func letter(_ text: String, width: Double = 1, modifiers: [String] = []) -> Key {
    Key(text: text, modifiers: modifiers, width: width)
}

/// Whether two rectangles are equal to within `tolerance` points on every edge.
func isClose(_ first: Rect, _ second: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(first.minX - second.minX) <= tolerance && abs(first.minY - second.minY) <= tolerance
        && abs(first.maxX - second.maxX) <= tolerance && abs(first.maxY - second.maxY) <= tolerance
}
