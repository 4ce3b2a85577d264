import Foundation
@_spi(Tooling) @testable import KeysmithCore

/// Reading a layout from text, for the suites that check the layout format.
protocol LayoutFormatTesting {}

extension LayoutFormatTesting {
    func load(_ text: String) -> ConfigLoadResult<KeyboardLayout> {
        KeyboardLayout.load(text: text, name: "layout.json")
    }

    /// `line:column severity pointer message`, in reading order.
    func messages(_ text: String) -> [String] {
        load(text).diagnostics.sortedByLocation().map {
            "\($0.line):\($0.column) \($0.severity.rawValue) \($0.pointer) \($0.message)"
        }
    }

    /// The single key of a one-key layout.
    func onlyKey(_ keyJSON: String) -> Key? {
        load("[[\(keyJSON)]]").value?.rows.first?.first
    }

    func relativePath(_ url: URL) -> String {
        String(url.path.dropFirst(TestFiles.jackeyboard.path.count + 1))
    }
}
