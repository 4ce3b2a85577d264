// The part of the stand-in UIKit that edits text: the text input protocols, the text document
// proxy a keyboard extension types through, and the text field and text view an app's own keyboard
// types into. The rules of UIKit.swift apply: one declaration per line, each listed in
// apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

#if _runtime(_ObjC)
@MainActor @objc public protocol UITextInputTraits { // apple: @MainActor protocol UITextInputTraits : NSObjectProtocol
    @objc optional var autocapitalizationType: UITextAutocapitalizationType { get set }
    @objc optional var autocorrectionType: UITextAutocorrectionType { get set }
    @objc optional var keyboardType: UIKeyboardType { get set }
    @objc optional var keyboardAppearance: UIKeyboardAppearance { get set }
    @objc optional var returnKeyType: UIReturnKeyType { get set }
    @objc optional var isSecureTextEntry: Bool { get set }
}

@objc public enum UIKeyboardType: Int {
    case `default` = 0
}

@objc public enum UIReturnKeyType: Int {
    case `default` = 0
    case search = 6
}

@objc public enum UITextAutocapitalizationType: Int {
    case sentences = 2
}

@objc public enum UITextAutocorrectionType: Int {
    case `default` = 0
}

@objc public enum UIKeyboardAppearance: Int {
    case `default` = 0
}
#else
// Without Objective-C interop a protocol has no optional requirements, and an enumeration is not
// `@objc`. Each trait reads as the optional an `@objc optional` requirement gives: the adopter's
// value when it keeps the traits of a field (the input view controller's proxy does), else nil, as
// for an adopter that does not implement the requirement. (They are read only, here.)
@MainActor public protocol UITextInputTraits: AnyObject {
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType? { (self as? any FieldTraitsHolder)?.fieldTraits.autocapitalizationType }
    public var autocorrectionType: UITextAutocorrectionType? { (self as? any FieldTraitsHolder)?.fieldTraits.autocorrectionType }
    public var keyboardType: UIKeyboardType? { (self as? any FieldTraitsHolder)?.fieldTraits.keyboardType }
    public var keyboardAppearance: UIKeyboardAppearance? { (self as? any FieldTraitsHolder)?.fieldTraits.keyboardAppearance }
    public var returnKeyType: UIReturnKeyType? { (self as? any FieldTraitsHolder)?.fieldTraits.returnKeyType }
    public var isSecureTextEntry: Bool? { (self as? any FieldTraitsHolder)?.fieldTraits.isSecureTextEntry }
}

public enum UIKeyboardType: Int {
    case `default` = 0
}

public enum UIReturnKeyType: Int {
    case `default` = 0
    case search = 6
}

public enum UITextAutocapitalizationType: Int {
    case sentences = 2
}

public enum UITextAutocorrectionType: Int {
    case `default` = 0
}

public enum UIKeyboardAppearance: Int {
    case `default` = 0
}
#endif

/// An adopter of `UITextInputTraits` that keeps a field's traits.
@MainActor package protocol FieldTraitsHolder {
    var fieldTraits: FieldTraits { get }
}

/// The traits of a field, as a field declares them.
package struct FieldTraits {
    package var autocapitalizationType = UITextAutocapitalizationType.sentences
    package var autocorrectionType = UITextAutocorrectionType.default
    package var keyboardType = UIKeyboardType.default
    package var keyboardAppearance = UIKeyboardAppearance.default
    package var returnKeyType = UIReturnKeyType.default
    package var isSecureTextEntry = false

    package init() {}
}

@MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

@MainActor public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPosition(byCharacterOffset offset: Int)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}

@MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
}

@MainActor public protocol UITextInputDelegate { // apple: @MainActor protocol UITextInputDelegate : NSObjectProtocol
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

@MainActor open class UITextPosition: NSObject {
    /// The position, in UTF-16 code units from the start of the document.
    let offset: Int

    init(offset: Int) { self.offset = offset }
}

@MainActor open class UITextRange: NSObject {
    let lower: UITextPosition
    let upper: UITextPosition

    init(from lower: UITextPosition, to upper: UITextPosition) {
        self.lower = lower
        self.upper = upper
    }

    open var start: UITextPosition { lower }
    open var end: UITextPosition { upper }
}
