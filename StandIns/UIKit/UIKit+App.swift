// The part of the stand-in UIKit that an app of its own uses (Examples/KeysmithDemo): its
// delegates, scene, window and navigation, and the controls of its screens. The rules of UIKit.swift
// apply: one declaration per line, each listed in apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

// MARK: The app, its scene and its window

@MainActor public protocol UIApplicationDelegate: AnyObject { // apple: @MainActor protocol UIApplicationDelegate : NSObjectProtocol
}

extension UIApplicationDelegate {
    @MainActor @preconcurrency public static func main() { standIn() }
}

extension UIApplication {
    nonisolated public static let openSettingsURLString: String = "app-settings:" // apple: nonisolated class let openSettingsURLString: String
}

@MainActor open class UIScene: UIResponder {
}

extension UIScene {
    @MainActor open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { standIn() }
    }
}

@MainActor open class UIWindowScene: UIScene {
}

@MainActor open class UISceneSession: NSObject {
}

@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { standIn() }
}

@MainActor public protocol UISceneDelegate: AnyObject { // apple: @MainActor protocol UISceneDelegate : NSObjectProtocol
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) // apple: optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) // apple: optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional.
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) { standIn() } // stand-in
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { standIn() } // stand-in
}

@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set } // apple: optional var window: UIWindow? { get set }
}

// Optional requirements that a delegate leaves out, for a stand-in that cannot declare them optional.
extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { standIn() } set {} } // stand-in
}

@MainActor open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { standIn() }
    public required init?(coder: NSCoder) { standIn() } // apple: init?(coder: NSCoder)
    open var rootViewController: UIViewController? { get { standIn() } set {} }
    open func makeKeyAndVisible() { standIn() }
}

// MARK: Navigation

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { standIn() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { standIn() }
}

extension UIViewController {
    public var title: String? { get { standIn() } set {} }
    public var navigationController: UINavigationController? { standIn() }
}

// MARK: Controls

@MainActor open class UISwitch: UIControl {
    open var isOn: Bool { get { standIn() } set {} }
}

extension UIControl.Event {
    public static var valueChanged: UIControl.Event { standIn() }
}

extension UILabel {
    public var numberOfLines: Int { get { standIn() } set {} }
}

extension UITextField {
    public var placeholder: String? { get { standIn() } set {} }
    public var borderStyle: UITextField.BorderStyle { get { standIn() } set {} }
    public enum BorderStyle: Int {
        case roundedRect = 3
    }
}
