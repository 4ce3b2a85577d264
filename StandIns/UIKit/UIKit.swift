// A stand-in for Apple's UIKit module, for type-checking Keysmith's iOS shells and examples on
// Linux: exactly the declarations they use, with Apple's signatures, isolation and optionality
// (Objective-C optional requirements included: the type-check runs with Objective-C interop on).
// Never linked or run. Every declaration is listed, with its Apple signature and where it was
// looked up, in apple-api.txt; scripts/check_stand_ins.py holds the two to each other.
//
// One declaration per line. Where Swift source cannot spell Apple's declaration (an Objective-C
// class property, a protocol refining Objective-C's NSObjectProtocol or another protocol the
// stand-ins leave out, `@NSCopying` on a computed property), or where the page leaves out what the
// Objective-C importer adds (`required` on an NSCoding initialiser, the implicit discardability of an
// imported method's result), a trailing `// apple:` comment gives Apple's spelling.
@_exported import Foundation
@_exported import QuartzCore
import ObjectiveC

func standIn() -> Never { fatalError("a stand-in, for type-checking only") }

// MARK: Foundation on Apple platforms (absent from Foundation on Linux; UIKit re-exports Foundation)

extension FileManager {
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { standIn() }
}

open class NSExtensionContext: NSObject {
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { standIn() }
}

// MARK: Responders, views and events

@MainActor open class UIResponder: NSObject {
    @discardableResult open func becomeFirstResponder() -> Bool { standIn() } // apple: func becomeFirstResponder() -> Bool
    @discardableResult open func resignFirstResponder() -> Bool { standIn() } // apple: func resignFirstResponder() -> Bool
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { standIn() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { standIn() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { standIn() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { standIn() }
    open var inputAccessoryView: UIView? { standIn() }
}

@MainActor open class UIEvent: NSObject {
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { standIn() }
}

@MainActor open class UITouch: NSObject {
    open var timestamp: TimeInterval { standIn() }
    open func location(in view: UIView?) -> CGPoint { standIn() }
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { standIn() }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var frame: CGRect { get { standIn() } set {} }
    open var bounds: CGRect { get { standIn() } set {} }
    open var backgroundColor: UIColor? { get { standIn() } set {} } // apple: @NSCopying var backgroundColor: UIColor? { get set }
    open var isMultipleTouchEnabled: Bool { get { standIn() } set {} }
    open var contentMode: UIView.ContentMode { get { standIn() } set {} }
    open var semanticContentAttribute: UISemanticContentAttribute { get { standIn() } set {} }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { standIn() } set {} }
    open var leadingAnchor: NSLayoutXAxisAnchor { standIn() }
    open var trailingAnchor: NSLayoutXAxisAnchor { standIn() }
    open var topAnchor: NSLayoutYAxisAnchor { standIn() }
    open var bottomAnchor: NSLayoutYAxisAnchor { standIn() }
    open var heightAnchor: NSLayoutDimension { standIn() }
    open var traitCollection: UITraitCollection { standIn() }
    open func addSubview(_ view: UIView) { standIn() }
    open func removeFromSuperview() { standIn() }
    open func layoutSubviews() { standIn() }
    open func setNeedsLayout() { standIn() }
    open func setNeedsDisplay() { standIn() }
    open func draw(_ rect: CGRect) { standIn() }
    @available(iOS, deprecated: 17.0) open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { standIn() }
}

extension UIView {
    public enum ContentMode: Int {
        case redraw = 3
    }
}

public enum UISemanticContentAttribute: Int {
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

@MainActor open class UIInputView: UIView {
    public init(frame: CGRect, inputViewStyle: UIInputView.Style) { standIn() }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var allowsSelfSizing: Bool { get { standIn() } set {} }
}

extension UIInputView {
    public enum Style: Int {
        case keyboard = 1
    }
}

@MainActor @objc public protocol UIInputViewAudioFeedback { // apple: @MainActor protocol UIInputViewAudioFeedback : NSObjectProtocol
    @objc optional var enableInputClicksWhenVisible: Bool { get }
}

@MainActor open class UIControl: UIView {
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { standIn() }
    open func sendActions(for controlEvents: UIControl.Event) { standIn() }
}

extension UIControl {
    public struct Event: OptionSet {
        public init(rawValue: UInt) { self.rawValue = rawValue } // stand-in
        public let rawValue: UInt // stand-in
        public static var touchUpInside: UIControl.Event { standIn() }
        public static var editingChanged: UIControl.Event { standIn() }
    }
    public struct State: OptionSet {
        public init(rawValue: UInt) { self.rawValue = rawValue } // stand-in
        public let rawValue: UInt // stand-in
        public static var normal: UIControl.State { standIn() }
    }
}

@MainActor open class UIButton: UIControl {
    public convenience init(type buttonType: UIButton.ButtonType) { standIn() }
    open func setTitle(_ title: String?, for state: UIControl.State) { standIn() }
}

extension UIButton {
    public enum ButtonType: Int {
        case system = 1
    }
}

@MainActor open class UILabel: UIView {
    open var text: String? { get { standIn() } set {} }
}

// MARK: View controllers

@MainActor open class UIViewController: UIResponder {
    open var view: UIView! { get { standIn() } set {} }
    open var traitCollection: UITraitCollection { standIn() }
    open var extensionContext: NSExtensionContext? { standIn() }
    open func viewDidLoad() { standIn() }
    open func viewWillAppear(_ animated: Bool) { standIn() }
    open func viewDidAppear(_ animated: Bool) { standIn() }
    open func viewDidDisappear(_ animated: Bool) { standIn() }
    open func viewWillLayoutSubviews() { standIn() }
    open func viewDidLayoutSubviews() { standIn() }
}

@MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    open var textDocumentProxy: any UITextDocumentProxy { standIn() }
    open var needsInputModeSwitchKey: Bool { standIn() }
    open var hasFullAccess: Bool { standIn() }
    open var primaryLanguage: String? { get { standIn() } set {} }
    open func advanceToNextInputMode() { standIn() }
    open func dismissKeyboard() { standIn() }
    open func handleInputModeList(from view: UIView, with event: UIEvent) { standIn() }
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) { standIn() }
    open func selectionDidChange(_ textInput: (any UITextInput)?) { standIn() }
    open func textDidChange(_ textInput: (any UITextInput)?) { standIn() }
}

@MainActor open class UILexicon: NSObject {
    open var entries: [UILexiconEntry] { standIn() }
}

@MainActor open class UILexiconEntry: NSObject {
    open var documentText: String { standIn() }
    open var userInput: String { standIn() }
}

// MARK: Text input

@MainActor @objc public protocol UITextInputTraits { // apple: @MainActor protocol UITextInputTraits : NSObjectProtocol
    @objc optional var autocapitalizationType: UITextAutocapitalizationType { get set }
    @objc optional var autocorrectionType: UITextAutocorrectionType { get set }
    @objc optional var keyboardType: UIKeyboardType { get set }
    @objc optional var keyboardAppearance: UIKeyboardAppearance { get set }
    @objc optional var returnKeyType: UIReturnKeyType { get set }
    @objc optional var isSecureTextEntry: Bool { get set }
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
}

@MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

@MainActor public protocol UITextInputDelegate { // apple: @MainActor protocol UITextInputDelegate : NSObjectProtocol
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

@MainActor open class UITextPosition: NSObject {
}

@MainActor open class UITextRange: NSObject {
    open var start: UITextPosition { standIn() }
    open var end: UITextPosition { standIn() }
}

@objc public enum UIKeyboardType: Int {
    case `default` = 0
}

@objc public enum UIReturnKeyType: Int {
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

@MainActor open class UITextField: UIControl, UITextInput {
    weak open var delegate: (any UITextFieldDelegate)? { get { standIn() } set {} }
    open var text: String? { get { standIn() } set {} }
    open var inputView: UIView? { get { standIn() } set {} }
    nonisolated public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name("UITextFieldTextDidChangeNotification") // apple: nonisolated class let textDidChangeNotification: NSNotification.Name
    open var autocapitalizationType: UITextAutocapitalizationType { get { standIn() } set {} }
    open var autocorrectionType: UITextAutocorrectionType { get { standIn() } set {} }
    open var keyboardType: UIKeyboardType { get { standIn() } set {} }
    open var keyboardAppearance: UIKeyboardAppearance { get { standIn() } set {} }
    open var returnKeyType: UIReturnKeyType { get { standIn() } set {} }
    open var isSecureTextEntry: Bool { get { standIn() } set {} }
    open var hasText: Bool { standIn() }
    open func insertText(_ text: String) { standIn() }
    open func deleteBackward() { standIn() }
    open var selectedTextRange: UITextRange? { get { standIn() } set {} } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    open var beginningOfDocument: UITextPosition { standIn() }
    open var endOfDocument: UITextPosition { standIn() }
    open func text(in range: UITextRange) -> String? { standIn() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { standIn() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { standIn() }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { standIn() }
}

@MainActor public protocol UITextFieldDelegate: AnyObject { // apple: @MainActor protocol UITextFieldDelegate : NSObjectProtocol
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool // apple: optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool // apple: optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional.
extension UITextFieldDelegate {
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { standIn() } // stand-in
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { standIn() } // stand-in
}

@MainActor open class UITextView: UIView, UITextInput {
    weak open var delegate: (any UITextViewDelegate)? { get { standIn() } set {} }
    nonisolated public static let textDidChangeNotification: NSNotification.Name = NSNotification.Name("UITextViewTextDidChangeNotification") // apple: nonisolated class let textDidChangeNotification: NSNotification.Name
    open var autocapitalizationType: UITextAutocapitalizationType { get { standIn() } set {} }
    open var autocorrectionType: UITextAutocorrectionType { get { standIn() } set {} }
    open var keyboardType: UIKeyboardType { get { standIn() } set {} }
    open var keyboardAppearance: UIKeyboardAppearance { get { standIn() } set {} }
    open var returnKeyType: UIReturnKeyType { get { standIn() } set {} }
    open var isSecureTextEntry: Bool { get { standIn() } set {} }
    open var hasText: Bool { standIn() }
    open func insertText(_ text: String) { standIn() }
    open func deleteBackward() { standIn() }
    open var selectedTextRange: UITextRange? { get { standIn() } set {} } // apple: @NSCopying var selectedTextRange: UITextRange? { get set }
    open var beginningOfDocument: UITextPosition { standIn() }
    open var endOfDocument: UITextPosition { standIn() }
    open func text(in range: UITextRange) -> String? { standIn() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { standIn() }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { standIn() }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { standIn() }
}

@MainActor public protocol UITextViewDelegate: AnyObject { // apple: @MainActor protocol UITextViewDelegate : UIScrollViewDelegate
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool // apple: optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView) // apple: optional func textViewDidChange(_ textView: UITextView)
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional.
extension UITextViewDelegate {
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { standIn() } // stand-in
    public func textViewDidChange(_ textView: UITextView) { standIn() } // stand-in
}

// MARK: Layout

@MainActor open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat { get { standIn() } set {} }
    open var priority: UILayoutPriority { get { standIn() } set {} }
    open class func activate(_ constraints: [NSLayoutConstraint]) { standIn() }
}

public struct UILayoutPriority {
    public init(_ rawValue: Float) { standIn() }
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject { // apple: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { standIn() }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
}

@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { standIn() }
}

// MARK: Device, screen and traits

@MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { standIn() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { standIn() }
    open func playInputClick() { standIn() }
}

@MainActor open class UIScreen: NSObject {
    open class var main: UIScreen { standIn() }
    open var bounds: CGRect { standIn() }
}

open class UITraitCollection: NSObject {
    open var userInterfaceIdiom: UIUserInterfaceIdiom { standIn() }
    open var userInterfaceStyle: UIUserInterfaceStyle { standIn() }
}

public enum UIUserInterfaceIdiom: Int {
    case pad = 1
}

public enum UIUserInterfaceStyle: Int {
    case dark = 2
}

// MARK: Feedback

@MainActor open class UIFeedbackGenerator: NSObject {
    open func prepare() { standIn() }
}

@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { standIn() }
    open func impactOccurred() { standIn() }
}

extension UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int {
        case light = 0
        case medium = 1
        case rigid = 4
    }
}

// MARK: Drawing

open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { standIn() }
    open func setFill() { standIn() }
    open func setStroke() { standIn() }
    open class var systemBackground: UIColor { standIn() }
}

open class UIBezierPath: NSObject {
    public convenience init(rect: CGRect) { standIn() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { standIn() }
    open func append(_ bezierPath: UIBezierPath) { standIn() }
    open func move(to point: CGPoint) { standIn() }
    open func addLine(to point: CGPoint) { standIn() }
    open var lineWidth: CGFloat { get { standIn() } set {} }
    open func fill() { standIn() }
    open func stroke() { standIn() }
    open func addClip() { standIn() }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { standIn() }

open class UIFont: NSObject {
    public init?(name fontName: String, size fontSize: CGFloat) { standIn() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { standIn() }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { standIn() }
    open var ascender: CGFloat { standIn() }
}

extension UIFont {
    public struct Weight: Hashable, Sendable {
        public init(rawValue: CGFloat) { self.rawValue = rawValue } // stand-in
        public let rawValue: CGFloat // stand-in
        public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
        public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
        public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0.4)
    }
}

open class UIImage: NSObject {
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { standIn() }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { standIn() }
    open var size: CGSize { standIn() }
    open func withTintColor(_ color: UIColor) -> UIImage { standIn() }
    open func draw(in rect: CGRect) { standIn() }
}

open class UIPasteboard: NSObject {
    open class var general: UIPasteboard { standIn() }
    open var string: String? { get { standIn() } set {} }
    open var image: UIImage? { get { standIn() } set {} } // apple: @NSCopying var image: UIImage? { get set }
}

extension UIImage {
    open class Configuration: NSObject {
    }
    open class SymbolConfiguration: UIImage.Configuration {
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { standIn() }
    }
    public enum SymbolWeight: Int {
        case regular = 4
    }
}

extension NSAttributedString {
    public func size() -> CGSize { standIn() }
    public func draw(at point: CGPoint) { standIn() }
}

extension NSAttributedString.Key {
    public static let font: NSAttributedString.Key = NSAttributedString.Key("NSFont")
    public static let foregroundColor: NSAttributedString.Key = NSAttributedString.Key("NSColor")
    public static let paragraphStyle: NSAttributedString.Key = NSAttributedString.Key("NSParagraphStyle")
}

open class NSMutableParagraphStyle: NSObject {
    open var alignment: NSTextAlignment { get { standIn() } set {} }
    open var baseWritingDirection: NSWritingDirection { get { standIn() } set {} }
}

public enum NSTextAlignment: Int {
    case left = 0
}

public enum NSWritingDirection: Int {
    case leftToRight = 0
    case rightToLeft = 1
}

// MARK: Accessibility

extension NSObject {
    @MainActor @objc open var isAccessibilityElement: Bool { get { standIn() } set {} }
    @MainActor @objc open var accessibilityLabel: String? { get { standIn() } set {} }
    @MainActor public var accessibilityTraits: UIAccessibilityTraits { get { standIn() } set {} }
    @MainActor @objc open var accessibilityElements: [Any]? { get { standIn() } set {} }
    @MainActor @objc open func accessibilityActivate() -> Bool { standIn() }
}

@MainActor open class UIAccessibilityElement: UIResponder {
    public init(accessibilityContainer container: Any) { standIn() }
    weak open var accessibilityContainer: AnyObject? { get { standIn() } set {} }
    open var accessibilityFrameInContainerSpace: CGRect { get { standIn() } set {} }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public init(rawValue: UInt64) { self.rawValue = rawValue } // stand-in
    public let rawValue: UInt64 // stand-in
    nonisolated public static let keyboardKey: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 5)
    nonisolated public static let selected: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 3)
    nonisolated public static let button: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 0)
    nonisolated public static let notEnabled: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 8)
}

public struct UIAccessibility {
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { standIn() }
}

extension UIAccessibility {
    public struct Notification: Sendable {
        init(standIn rawValue: UInt32) { self.rawValue = rawValue } // stand-in
        let rawValue: UInt32 // stand-in
        nonisolated public static let layoutChanged: UIAccessibility.Notification = UIAccessibility.Notification(standIn: 1)
    }
}

// MARK: Input accessory views, the first responder and the app (web views)

extension UIResponder {
    public var isFirstResponder: Bool { standIn() }
    public func reloadInputViews() { standIn() }
}

extension UIView {
    public var subviews: [UIView] { standIn() }
    public var tintColor: UIColor! { get { standIn() } set {} }
}

extension UIButton {
    public func setImage(_ image: UIImage?, for state: UIControl.State) { standIn() }
}

extension UIViewController {
    @objc open func viewWillDisappear(_ animated: Bool) { standIn() }
}

@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { standIn() }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { standIn() }
}

extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable {
        public init(rawValue: String) { self.rawValue = rawValue } // stand-in
        public let rawValue: String // stand-in
    }
}
