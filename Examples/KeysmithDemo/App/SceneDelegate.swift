#if canImport(UIKit)
import UIKit

/// Makes the app's window, a navigation stack that starts on ``HomeViewController``, and opens the
/// `keysmith-demo://preview?text=…` links of the web view's comment toolbar ("Preview in the app").
///
/// The app declares the `keysmith-demo` URL scheme in its Info.plist (`CFBundleURLTypes` in
/// project.yml); a link opened while the app runs comes to ``scene(_:openURLContexts:)``, one
/// that launches it with the connection options.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var navigation: UINavigationController?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController(rootViewController: HomeViewController())
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        self.navigation = navigation
        open(connectionOptions.urlContexts)
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        open(contexts)
    }

    /// Shows the text of a `keysmith-demo://preview?text=…` link; other links are not the app's.
    private func open(_ contexts: Set<UIOpenURLContext>) {
        for context in contexts where context.url.scheme == "keysmith-demo" && context.url.host == "preview" {
            let text = URLComponents(url: context.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "text" }?.value
            let preview = PreviewViewController()
            preview.text = text ?? ""
            navigation?.pushViewController(preview, animated: true)
        }
    }
}
#endif
