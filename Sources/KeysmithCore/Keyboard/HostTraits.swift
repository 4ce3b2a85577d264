import Foundation

/// A text field's traits as UIKit reports them: the raw values of `UIKeyboardType`,
/// `UIReturnKeyType`, `UITextAutocapitalizationType` and `UITextAutocorrectionType`, with the
/// keyboard's own facts. A shell copies the values across and asks for ``hostContext``, so that how
/// each trait is read is decided, and tested, here.
///
/// A trait the host does not report is `nil` and reads as the system's default. A raw value that a
/// later iOS adds, and Keysmith does not know, reads as the default too.
public struct HostTraits: Sendable, Hashable {
    /// `UIKeyboardType.rawValue`.
    var keyboardType: Int?
    /// `UIReturnKeyType.rawValue`.
    var returnKeyType: Int?
    /// `UITextAutocapitalizationType.rawValue`.
    var autocapitalizationType: Int?
    /// `UITextAutocorrectionType.rawValue`.
    var autocorrectionType: Int?
    /// `isSecureTextEntry`.
    var isSecureTextEntry: Bool?
    /// `UIInputViewController.needsInputModeSwitchKey`; false in an app's own input view.
    var needsInputModeSwitchKey: Bool
    /// Whether the app handles the return key itself.
    public var handlesReturnKey: Bool
    /// `UIInputViewController.hasFullAccess`; true in an app's own input view, which runs in the app.
    var hasFullAccess: Bool
    /// `UIUserInterfaceStyle.rawValue` of the keyboard view's trait collection; nil reads as light.
    public var userInterfaceStyle: Int?
    /// `UIKeyboardAppearance.rawValue` of the field, when it reports one; it overrides the system style.
    var keyboardAppearance: Int?
    /// The newest emoji the system shows, from the iOS version the shell passes
    /// (`ProcessInfo.processInfo.operatingSystemVersion`); nil when it passes none.
    var emojiVersion: EmojiVersion?

    public init(
        keyboardType: Int? = nil, returnKeyType: Int? = nil, autocapitalizationType: Int? = nil,
        autocorrectionType: Int? = nil, isSecureTextEntry: Bool? = nil, needsInputModeSwitchKey: Bool = false,
        handlesReturnKey: Bool = false, hasFullAccess: Bool = false, userInterfaceStyle: Int? = nil,
        keyboardAppearance: Int? = nil, operatingSystemVersion: OperatingSystemVersion? = nil
    ) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.isSecureTextEntry = isSecureTextEntry
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.handlesReturnKey = handlesReturnKey
        self.hasFullAccess = hasFullAccess
        self.userInterfaceStyle = userInterfaceStyle
        self.keyboardAppearance = keyboardAppearance
        self.emojiVersion = operatingSystemVersion.map(EmojiVersion.supported(onIOS:))
    }

    /// The host context the engine works with.
    public var hostContext: HostContext {
        HostContext(
            keyboardType: keyboardType.flatMap(FieldKeyboardType.init(uiKitRawValue:)) ?? .default,
            returnKeyType: returnKeyType.flatMap(ReturnKeyType.init(uiKitRawValue:)) ?? .default,
            autocapitalization: autocapitalizationType.flatMap(AutocapitalizationType.init(uiKitRawValue:))
                ?? .sentences,
            // `UITextAutocorrectionType.no` is 1; `.default` (0) and `.yes` (2) allow it.
            allowsAutocorrection: autocorrectionType != 1,
            isSecureTextEntry: isSecureTextEntry ?? false,
            needsInputModeSwitchKey: needsInputModeSwitchKey,
            handlesReturnKey: handlesReturnKey,
            hasFullAccess: hasFullAccess,
            colorScheme: ColorScheme(
                userInterfaceStyle: userInterfaceStyle ?? 0, keyboardAppearance: keyboardAppearance),
            emojiVersion: emojiVersion)
    }
}

extension FieldKeyboardType {
    /// The type for a `UIKeyboardType` raw value; nil for a value Keysmith does not know.
    /// (`UIKeyboardType.alphabet` is a deprecated alias of `asciiCapable` and has its raw value, 1.)
    init?(uiKitRawValue rawValue: Int) {
        let order: [FieldKeyboardType] = [
            .default, .asciiCapable, .numbersAndPunctuation, .url, .numberPad, .phonePad, .namePhonePad, .email,
            .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
        ]
        guard order.indices.contains(rawValue) else { return nil }
        self = order[rawValue]
    }
}

extension ReturnKeyType {
    /// The type for a `UIReturnKeyType` raw value; nil for a value Keysmith does not know.
    init?(uiKitRawValue rawValue: Int) {
        let order: [ReturnKeyType] = [
            .default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .continue,
        ]
        guard order.indices.contains(rawValue) else { return nil }
        self = order[rawValue]
    }
}

extension AutocapitalizationType {
    /// The type for a `UITextAutocapitalizationType` raw value; nil for a value Keysmith does not know.
    init?(uiKitRawValue rawValue: Int) {
        let order: [AutocapitalizationType] = [.none, .words, .sentences, .allCharacters]
        guard order.indices.contains(rawValue) else { return nil }
        self = order[rawValue]
    }
}

/// Light or dark: which palette of a theme the keyboard is drawn with.
public enum ColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark

    /// The scheme for the raw values of `UIUserInterfaceStyle` (the keyboard view's trait
    /// collection) and `UIKeyboardAppearance` (the field's trait, nil when it is not reported).
    ///
    /// A field that asks for a dark keyboard (`.dark` or its alias `.alert`, raw value 1) gets one
    /// whatever the system's style; a field that asks for `.light` (2) gets a light one; otherwise the
    /// system's style decides (`.dark` is 2; `.unspecified` and `.light` are light).
    public init(userInterfaceStyle: Int, keyboardAppearance: Int?) {
        switch keyboardAppearance {
        case 1?: self = .dark
        case 2?: self = .light
        default: self = userInterfaceStyle == 2 ? .dark : .light
        }
    }
}

extension DeviceClass {
    /// The class of a keyboard on an iPad or an iPhone, held as the screen's bounds say: a screen
    /// wider than it is tall is held sideways. (`UIScreen.bounds` follows the interface's orientation.)
    public init(isPad: Bool, screenWidth: Double, screenHeight: Double) {
        let isLandscape = screenWidth > screenHeight
        switch (isPad, isLandscape) {
        case (true, true): self = .ipadLandscape
        case (true, false): self = .ipadPortrait
        case (false, true): self = .iphoneLandscape
        case (false, false): self = .iphonePortrait
        }
    }
}

extension HostTraits {
    /// Whether an in-app keyboard hands the return key to the app instead of typing a line break:
    /// when the app gave a return key handler, and in a single-line field (`UITextField`), where the
    /// system keyboard asks the delegate's `textFieldShouldReturn(_:)` and types nothing.
    public static func handlesReturnKeyInApp(isSingleLineField: Bool, hasReturnKeyHandler: Bool) -> Bool {
        hasReturnKeyHandler || isSingleLineField
    }
}
