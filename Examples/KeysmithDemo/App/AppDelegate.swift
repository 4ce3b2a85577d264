#if canImport(UIKit)
import UIKit

/// The app's entry point. Its one scene is described in the Info.plist
/// (`UIApplicationSceneManifest` in project.yml), whose ``SceneDelegate`` makes the window.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
#endif
