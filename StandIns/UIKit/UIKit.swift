// A stand-in for Apple's UIKit module, for Keysmith's iOS shells and examples on Linux: exactly the
// declarations they use, with Apple's signatures, isolation and optionality (Objective-C optional
// requirements included). scripts/typecheck-ios.sh type-checks the shells and examples against it with
// Objective-C interop on; scripts/test-shells.sh builds and runs the shells on it without interop,
// which Swift on Linux cannot link (the `#if _runtime(_ObjC)` branches give the spellings each needs).
//
// The behaviour is modelled from Apple's documentation of each declaration: views keep frames,
// bounds and a hierarchy that `hitTest(_:with:)` searches and constraints lay out; controls send
// their actions; the input view controller's text document proxy edits a document as the proxy's
// page describes; drawing is recorded by the current `CGContext`. What Linux cannot do (Objective-C
// target-action, asset catalogues, fonts, SF Symbols) is simplified where it is needed, and said so,
// or left as `standIn()`, which stops the program. The `package` declarations of `+TestSupport.swift`
// files are not Apple's API: they let tests make touches and events, act as the host app and read
// what was drawn.
//
// Every public declaration is listed, with its Apple signature and where it was looked up, in
// apple-api.txt; scripts/check_stand_ins.py holds the two to each other. One declaration per line.
// Where Swift source cannot spell Apple's declaration (an Objective-C class property, a protocol
// refining Objective-C's NSObjectProtocol or another protocol the stand-ins leave out, `@NSCopying`
// on a computed property), or where the page leaves out what the Objective-C importer adds
// (`required` on an NSCoding initialiser, the implicit discardability of an imported method's
// result), a trailing `// apple:` comment gives Apple's spelling.
@_exported import Foundation
@_exported import QuartzCore
import ObjectiveC

func standIn() -> Never { fatalError("a stand-in that cannot do this on Linux") }

// MARK: Foundation on Apple platforms (absent from Foundation on Linux; UIKit re-exports Foundation)

extension FileManager {
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}

open class NSExtensionContext: NSObject {
    /// The URLs the extension asked the system to open, and whether each was opened.
    package var openedURLs: [URL] = []
    /// Whether the system opens what the extension asks (a keyboard needs full access and the app's scheme).
    package var opensURLs = false

    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { openURL(URL, completionHandler) }

    private func openURL(_ url: URL, _ completion: (@Sendable (Bool) -> Void)?) {
        if opensURLs { openedURLs.append(url) }
        completion?(opensURLs)
    }
}

// MARK: Responders, views and events

@MainActor open class UIResponder: NSObject {
    @discardableResult open func becomeFirstResponder() -> Bool { FirstResponder.make(self) } // apple: func becomeFirstResponder() -> Bool
    @discardableResult open func resignFirstResponder() -> Bool { FirstResponder.resign(self) } // apple: func resignFirstResponder() -> Bool
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { nextResponder?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { nextResponder?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { nextResponder?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { nextResponder?.touchesCancelled(touches, with: event) }
    open var inputAccessoryView: UIView? { nil }
    #if !_runtime(_ObjC)
    // Without Objective-C interop, members declared in an extension cannot be overridden; the
    // accessibility properties NSObject's extension gives on iOS live here, where every object of the
    // shells that uses them (views and accessibility elements) finds them.
    open var isAccessibilityElement: Bool { get { accessibility.isElement } set { accessibility.isElement = newValue } }
    open var accessibilityLabel: String? { get { accessibility.label } set { accessibility.label = newValue } }
    public var accessibilityTraits: UIAccessibilityTraits { get { accessibility.traits } set { accessibility.traits = newValue } }
    open var accessibilityElements: [Any]? { get { accessibility.elements } set { accessibility.elements = newValue } }
    open func accessibilityActivate() -> Bool { false }
    #endif

    /// The accessibility properties set on this object.
    package var accessibility = AccessibilityProperties()
    /// How many times `reloadInputViews()` was called.
    package var inputViewReloads = 0

    /// The responder that gets the events this one passes on (UIKit's `next`): a view's superview,
    /// or the view controller whose view it is.
    var nextResponder: UIResponder? { nil }
}

/// The accessibility properties of an object, as set.
package struct AccessibilityProperties {
    package var isElement = false
    package var label: String?
    package var traits: UIAccessibilityTraits = []
    package var elements: [Any]?
}

/// The one first responder: becoming it takes the place of the one before.
@MainActor enum FirstResponder {
    weak static var current: UIResponder?

    static func make(_ responder: UIResponder) -> Bool {
        current = responder
        return true
    }

    static func resign(_ responder: UIResponder) -> Bool {
        if current === responder { current = nil }
        return true
    }
}

@MainActor open class UIEvent: NSObject {
    /// The touches of the event, each with the samples the screen took since the last event.
    package var samples: [ObjectIdentifier: [UITouch]] = [:]

    package override init() {}

    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { samples[ObjectIdentifier(touch)] }
}

@MainActor open class UITouch: NSObject {
    /// Where the finger is, in the window's coordinates (the root view's).
    package var locationInWindow: CGPoint
    package var time: TimeInterval
    /// The view the touch began in.
    package weak var view: UIView?

    package init(locationInWindow: CGPoint, time: TimeInterval, view: UIView?) {
        self.locationInWindow = locationInWindow
        self.time = time
        self.view = view
    }

    open var timestamp: TimeInterval { time }
    open func location(in view: UIView?) -> CGPoint { view?.convertFromWindow(locationInWindow) ?? locationInWindow }
}

@MainActor open class UIView: UIResponder {
    package var storedFrame: CGRect
    package var boundsOrigin: CGPoint = .zero
    package var storedSubviews: [UIView] = []
    package weak var storedSuperview: UIView?
    /// The constraints activated with this view as their first item.
    var constraints: [NSLayoutConstraint] = []
    package var needsLayout = true
    /// Whether `setNeedsDisplay()` asked for `draw(_:)` since the view was last drawn.
    package var needsDisplay = true
    package var traitOverride: UITraitCollection?
    package var storedTintColor: UIColor?
    var storedBackgroundColor: UIColor?
    var storedMultipleTouch = false
    var storedContentMode = UIView.ContentMode.scaleToFill
    var storedSemanticContentAttribute = UISemanticContentAttribute.unspecified
    var autoresizingMaskToConstraints = true

    public init(frame: CGRect) { storedFrame = frame; super.init() }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var frame: CGRect { get { storedFrame } set { setFrame(newValue) } }
    open var bounds: CGRect { get { CGRect(origin: boundsOrigin, size: storedFrame.size) } set { setBounds(newValue) } }
    open var backgroundColor: UIColor? { get { storedBackgroundColor } set { storedBackgroundColor = newValue } } // apple: @NSCopying var backgroundColor: UIColor? { get set }
    open var isMultipleTouchEnabled: Bool { get { storedMultipleTouch } set { storedMultipleTouch = newValue } }
    open var contentMode: UIView.ContentMode { get { storedContentMode } set { storedContentMode = newValue } }
    open var semanticContentAttribute: UISemanticContentAttribute { get { storedSemanticContentAttribute } set { storedSemanticContentAttribute = newValue } }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { autoresizingMaskToConstraints } set { autoresizingMaskToConstraints = newValue } }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .trailing) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .bottom) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }
    open var traitCollection: UITraitCollection { traitOverride ?? storedSuperview?.traitCollection ?? UITraitCollection.standard }
    open var superview: UIView? { storedSuperview }
    open func addSubview(_ view: UIView) { insert(view) }
    open func removeFromSuperview() { storedSuperview?.remove(self) }
    open func layoutSubviews() { layOutConstrainedSubviews() }
    open func setNeedsLayout() { needsLayout = true }
    open func layoutIfNeeded() { layOutIfNeeded() }
    open func setNeedsDisplay() { needsDisplay = true }
    open func draw(_ rect: CGRect) {}
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { deepestView(at: point, with: event) }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    @available(iOS, deprecated: 17.0) open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    override var nextResponder: UIResponder? { owningController ?? storedSuperview }
    /// The view controller whose view this is.
    weak var owningController: UIViewController?
}

extension UIView {
    public enum ContentMode: Int {
        case scaleToFill = 0
        case redraw = 3
    }
}

public enum UISemanticContentAttribute: Int {
    case unspecified = 0
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

@MainActor open class UIInputView: UIView {
    var selfSizing = false

    public init(frame: CGRect, inputViewStyle: UIInputView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var allowsSelfSizing: Bool { get { selfSizing } set { selfSizing = newValue } }
}

extension UIInputView {
    public enum Style: Int {
        case keyboard = 1
    }
}

#if _runtime(_ObjC)
@MainActor @objc public protocol UIInputViewAudioFeedback { // apple: @MainActor protocol UIInputViewAudioFeedback : NSObjectProtocol
    @objc optional var enableInputClicksWhenVisible: Bool { get }
}
#else
// Without Objective-C interop a protocol has no optional requirements: an adopter that leaves the
// property out gets Apple's default, no input clicks.
@MainActor public protocol UIInputViewAudioFeedback: AnyObject {
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
#endif

@MainActor open class UIControl: UIView {
    /// The actions added, with the events each answers.
    var actions: [(action: UIAction, events: UIControl.Event)] = []

    // Target and action need the Objective-C runtime to send a selector: only the examples use
    // them, and they are type-checked, not run.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { standIn() }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { actions.append((action, controlEvents)) }
    open func sendActions(for controlEvents: UIControl.Event) { send(controlEvents) }

    private func send(_ events: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }
}

extension UIControl {
    public struct Event: OptionSet {
        public init(rawValue: UInt) { self.rawValue = rawValue } // stand-in
        public let rawValue: UInt // stand-in
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
        public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }
    }
    public struct State: OptionSet {
        public init(rawValue: UInt) { self.rawValue = rawValue } // stand-in
        public let rawValue: UInt // stand-in
        public static var normal: UIControl.State { UIControl.State(rawValue: 0) }
    }
}

// The block typedef carries no actor or Sendable annotation (NS_SWIFT_UI_ACTOR marks the UIAction class only),
// so Swift imports a plain function type; a closure written on the main actor stays isolated to it.
public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIAction: NSObject {
    let handler: UIActionHandler

    @preconcurrency public init(handler: @escaping UIActionHandler) { self.handler = handler } // apple: @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
}

@MainActor open class UIButton: UIControl {
    /// The titles and images set, by the raw value of their control state.
    package var titles: [UInt: String] = [:]
    package var images: [UInt: UIImage] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
}

extension UIButton {
    public enum ButtonType: Int {
        case system = 1
    }
}

@MainActor open class UILabel: UIView {
    var storedText: String?

    open var text: String? { get { storedText } set { storedText = newValue } }
}
