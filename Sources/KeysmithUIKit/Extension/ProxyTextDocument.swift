#if canImport(UIKit)
import UIKit

/// A keyboard extension's `textDocumentProxy` as a ``TextDocument``: one line per member.
@MainActor
struct ProxyTextDocument {
    let proxy: any UITextDocumentProxy
}

extension ProxyTextDocument: @MainActor TextDocument {
    var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    var selectedText: String? { proxy.selectedText }
    var documentIdentifier: UUID { proxy.documentIdentifier }
    var hasText: Bool { proxy.hasText }
    mutating func insertText(_ text: String) { proxy.insertText(text) }
    mutating func deleteBackward() { proxy.deleteBackward() }
    mutating func adjustTextPosition(byCharacterOffset offset: Int) {
        proxy.adjustTextPosition(byCharacterOffset: offset)
    }
    mutating func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        proxy.setMarkedText(markedText, selectedRange: selectedRange)
    }
    mutating func unmarkText() { proxy.unmarkText() }
}

extension ProxyTextDocument: @MainActor KeyboardDocument {
    /// Calls the proxy for each edit. The proxy applies them late; the engine's prediction stands
    /// until the host reports (`textDidChange(_:)`).
    mutating func perform(_ edits: [TextEdit]) -> TextContext? {
        apply(edits)
        return nil
    }
}

extension HostTraits {
    /// The traits the proxy reports for the field being edited, with the keyboard view's
    /// `userInterfaceStyle` raw value.
    @MainActor
    init(
        proxy: any UITextDocumentProxy, needsInputModeSwitchKey: Bool, handlesReturnKey: Bool, hasFullAccess: Bool,
        userInterfaceStyle: Int
    ) {
        self.init(
            keyboardType: proxy.keyboardType?.rawValue, returnKeyType: proxy.returnKeyType?.rawValue,
            autocapitalizationType: proxy.autocapitalizationType?.rawValue,
            autocorrectionType: proxy.autocorrectionType?.rawValue, isSecureTextEntry: proxy.isSecureTextEntry,
            needsInputModeSwitchKey: needsInputModeSwitchKey, handlesReturnKey: handlesReturnKey,
            hasFullAccess: hasFullAccess,
            userInterfaceStyle: userInterfaceStyle, keyboardAppearance: proxy.keyboardAppearance?.rawValue,
            operatingSystemVersion: ProcessInfo.processInfo.operatingSystemVersion)
    }
}
#endif
