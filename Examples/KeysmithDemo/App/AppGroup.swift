#if canImport(UIKit)
import KeysmithUIKit
import UIKit

/// The App Group the app shares with its keyboard extension.
///
/// Both targets' entitlements grant the group (`com.apple.security.application-groups` in
/// project.yml), and both Info.plists name it as `KeysmithAppGroup`: the keyboard's
/// `KeysmithInputViewController` reads it there, and so does this app. Through it the two share the
/// keyboard's settings (the group's `UserDefaults` suite) and the words the keyboard learns
/// (`LearnedWords.json` in the group's container, written only once the keyboard has full access).
enum AppGroup {
    /// The group's identifier, from the app's Info.plist; nil if the key is missing.
    static var identifier: String? {
        Bundle.main.object(forInfoDictionaryKey: "KeysmithAppGroup") as? String
    }

    /// The store the keyboard reads its settings from when it appears; nil when the group's suite
    /// cannot be opened (the entitlement is missing).
    static var settingsStore: UserDefaultsSettingsStore? {
        identifier.flatMap { UserDefaultsSettingsStore(suiteName: $0) }
    }

    /// The file the keyboard keeps learned words in when it has full access; nil when the group's
    /// container is not available to the app.
    static var learnedWords: LearnedWordFile? {
        identifier
            .flatMap { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: $0) }
            .map(LearnedWordFile.init(folder:))
    }
}
#endif
