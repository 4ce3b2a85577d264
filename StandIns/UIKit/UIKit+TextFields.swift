// The part of the stand-in UIKit that an app's own keyboard types into: the text field and the
// text view, and their delegates. The rules of UIKit.swift apply: one declaration per line, each
// listed in apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

@MainActor open class UITextField: UIControl, UITextInput {
    var editor = FieldEditor()
    weak var fieldDelegate: (any UITextFieldDelegate)?
    var storedInputView: UIView?

    weak open var delegate: (any UITextFieldDelegate)? { get { fieldDelegate } set { fieldDelegate = newValue } }
    open var text: String? { get { editor.storage.text } set { editor.storage = TextStorage(text: newValue ?? "") } }
    open var inputView: UIView? { get { storedInputView } set { storedInputView = newValue } }
    nonisolated public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name("UITextFieldTextDidChangeNotification") // apple: nonisolated class let textDidChangeNotification: NSNotification.Name
    open var autocapitalizationType: UITextAutocapitalizationType { get { editor.traits.autocapitalizationType } set { editor.traits.autocapitalizationType = newValue } }
    open var autocorrectionType: UITextAutocorrectionType { get { editor.traits.autocorrectionType } set { editor.traits.autocorrectionType = newValue } }
    open var keyboardType: UIKeyboardType { get { editor.traits.keyboardType } set { editor.traits.keyboardType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { editor.traits.keyboardAppearance } set { editor.traits.keyboardAppearance = newValue } }
    open var returnKeyType: UIReturnKeyType { get { editor.traits.returnKeyType } set { editor.traits.returnKeyType = newValue } }
    open var isSecureTextEntry: Bool { get { editor.traits.isSecureTextEntry } set { editor.traits.isSecureTextEntry = newValue } }
    open var hasText: Bool { editor.storage.length > 0 }
    open func insertText(_ text: String) { editor.storage.insert(text) }
    open func deleteBackward() { editor.storage.deleteBackward() }
    open var selectedTextRange: UITextRange? { get { editor.selectedRange } set { editor.selectedRange = newValue } } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.storage.length) }
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { UITextRange(from: fromPosition, to: toPosition) }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.storage.setMarked(markedText ?? "", selecting: selectedRange) }
    open func unmarkText() { editor.storage.marked = nil }
}

@MainActor public protocol UITextFieldDelegate: AnyObject { // apple: @MainActor protocol UITextFieldDelegate : NSObjectProtocol
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool // apple: optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool // apple: optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional:
// what UIKit does when the delegate does not implement them.
extension UITextFieldDelegate {
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true } // stand-in
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true } // stand-in
}

@MainActor open class UITextView: UIView, UITextInput {
    var editor = FieldEditor()
    weak var viewDelegate: (any UITextViewDelegate)?

    weak open var delegate: (any UITextViewDelegate)? { get { viewDelegate } set { viewDelegate = newValue } }
    nonisolated public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name("UITextViewTextDidChangeNotification") // apple: nonisolated class let textDidChangeNotification: NSNotification.Name
    open var autocapitalizationType: UITextAutocapitalizationType { get { editor.traits.autocapitalizationType } set { editor.traits.autocapitalizationType = newValue } }
    open var autocorrectionType: UITextAutocorrectionType { get { editor.traits.autocorrectionType } set { editor.traits.autocorrectionType = newValue } }
    open var keyboardType: UIKeyboardType { get { editor.traits.keyboardType } set { editor.traits.keyboardType = newValue } }
    open var keyboardAppearance: UIKeyboardAppearance { get { editor.traits.keyboardAppearance } set { editor.traits.keyboardAppearance = newValue } }
    open var returnKeyType: UIReturnKeyType { get { editor.traits.returnKeyType } set { editor.traits.returnKeyType = newValue } }
    open var isSecureTextEntry: Bool { get { editor.traits.isSecureTextEntry } set { editor.traits.isSecureTextEntry = newValue } }
    open var hasText: Bool { editor.storage.length > 0 }
    open func insertText(_ text: String) { editor.storage.insert(text) }
    open func deleteBackward() { editor.storage.deleteBackward() }
    open var selectedTextRange: UITextRange? { get { editor.selectedRange } set { editor.selectedRange = newValue } } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.storage.length) }
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { UITextRange(from: fromPosition, to: toPosition) }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.storage.setMarked(markedText ?? "", selecting: selectedRange) }
    open func unmarkText() { editor.storage.marked = nil }
}

@MainActor public protocol UITextViewDelegate: AnyObject { // apple: @MainActor protocol UITextViewDelegate : UIScrollViewDelegate
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool // apple: optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView) // apple: optional func textViewDidChange(_ textView: UITextView)
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional:
// what UIKit does when the delegate does not implement them.
extension UITextViewDelegate {
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true } // stand-in
    public func textViewDidChange(_ textView: UITextView) {} // stand-in
}

/// What a text field or a text view keeps of the text being edited, with its traits.
@MainActor struct FieldEditor {
    var storage = TextStorage()
    var traits = FieldTraits()

    /// The selection as a range of positions; setting nil leaves it as it is.
    var selectedRange: UITextRange? {
        get {
            UITextRange(
                from: UITextPosition(offset: storage.selection.lowerBound),
                to: UITextPosition(offset: storage.selection.upperBound))
        }
        set {
            guard let newValue else { return }
            storage.selection = newValue.start.offset..<max(newValue.start.offset, newValue.end.offset)
            storage.marked = nil
        }
    }

    func text(in range: UITextRange) -> String? {
        guard range.start.offset >= 0, range.end.offset <= storage.length, range.start.offset <= range.end.offset
        else { return nil }
        return storage.substring(range.start.offset..<range.end.offset)
    }

    /// The position `offset` UTF-16 code units from `position`; nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...storage.length).contains(target) ? UITextPosition(offset: target) : nil
    }
}
