@testable import KeysmithCLI
@_spi(Tooling) import KeysmithCore

extension [ServerMessage] {
    var types: [String] { map(\.type) }
    var frames: [ServerMessage.Frame] { compactMap { if case .frame(let frame) = $0 { frame } else { nil } } }
    var documents: [ServerMessage.DocumentReport] {
        compactMap { if case .document(let report) = $0 { report } else { nil } }
    }
    var configs: [ServerMessage.ConfigReport] {
        compactMap { if case .config(let report) = $0 { report } else { nil } }
    }
    var settings: [PreviewSettings] { compactMap { if case .settings(let settings) = $0 { settings } else { nil } } }
    var errors: [PreviewProtocolError] { compactMap { if case .error(let error, _) = $0 { error } else { nil } } }
    var effects: [KeyboardEffect] {
        var all: [KeyboardEffect] = []
        for case .effects(let effects) in self { all += effects }
        return all
    }
}
