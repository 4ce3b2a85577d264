// The part of the stand-in UIKit for VoiceOver, for input accessory views and for the app a web
// view lives in. The rules of UIKit.swift apply: one declaration per line, each listed in
// apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

// MARK: Accessibility

#if _runtime(_ObjC)
extension NSObject {
    @MainActor @objc open var isAccessibilityElement: Bool { get { standIn() } set {} }
    @MainActor @objc open var accessibilityLabel: String? { get { standIn() } set {} }
    @MainActor public var accessibilityTraits: UIAccessibilityTraits { get { standIn() } set {} }
    @MainActor @objc open var accessibilityElements: [Any]? { get { standIn() } set {} }
    @MainActor @objc open func accessibilityActivate() -> Bool { standIn() }
}
#endif

@MainActor open class UIAccessibilityElement: UIResponder {
    weak var container: AnyObject?
    var frameInContainer = CGRect.zero

    public init(accessibilityContainer container: Any) { self.container = container as AnyObject }
    weak open var accessibilityContainer: AnyObject? { get { container } set { container = newValue } }
    open var accessibilityFrameInContainerSpace: CGRect { get { frameInContainer } set { frameInContainer = newValue } }
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
    /// The notifications posted, in order.
    @MainActor package static var postedNotifications: [UIAccessibility.Notification] = []

    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { postedNotifications.append(notification) }
}

extension UIAccessibility {
    public struct Notification: Sendable, Equatable {
        init(standIn rawValue: UInt32) { self.rawValue = rawValue } // stand-in
        let rawValue: UInt32 // stand-in
        nonisolated public static let layoutChanged: UIAccessibility.Notification = UIAccessibility.Notification(standIn: 1)
    }
}

// MARK: Input accessory views, the first responder and the app (web views)

extension UIResponder {
    public var isFirstResponder: Bool { FirstResponder.current === self }
    public func reloadInputViews() { inputViewReloads += 1 }
}

extension UIView {
    public var subviews: [UIView] { storedSubviews }
    public var tintColor: UIColor! { get { storedTintColor ?? storedSuperview?.tintColor ?? UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) } set { storedTintColor = newValue } }
}

extension UIButton {
    public func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
}

#if _runtime(_ObjC)
extension UIViewController {
    @objc open func viewWillDisappear(_ animated: Bool) { standIn() }
}
#endif

@MainActor open class UIApplication: UIResponder {
    static let instance = UIApplication()
    /// The URLs the app was asked to open, in order.
    package var openedURLs: [URL] = []

    open class var shared: UIApplication { instance }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) { openedURLs.append(url); completion?(true) }
}

extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable {
        public init(rawValue: String) { self.rawValue = rawValue } // stand-in
        public let rawValue: String // stand-in
    }
}
