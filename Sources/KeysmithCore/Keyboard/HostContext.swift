/// What the host app's text field tells the keyboard about itself: the traits of
/// `UITextInputTraits`, and whether the system shows a globe key of its own.
public struct HostContext: Sendable, Hashable, Codable {
    /// The field's keyboard type, which picks the layout from the set.
    var keyboardType: FieldKeyboardType
    /// The field's return key type, which titles the return key.
    var returnKeyType: ReturnKeyType
    var autocapitalization: AutocapitalizationType
    /// Whether the field allows autocorrection (`UITextAutocorrectionType.no` turns it off).
    public var allowsAutocorrection: Bool
    /// A password field: nothing may be learned from it.
    var isSecureTextEntry: Bool
    /// Whether the keyboard must show its own globe key (`needsInputModeSwitchKey`), because the
    /// user has more than one keyboard and the system shows no globe of its own. Layout keys with
    /// `widthIfMultipleKeyboards` and `textIfMultipleKeyboards` use their alternative values then.
    var needsInputModeSwitchKey: Bool
    /// Whether the host handles the return key itself (JACKeyboard's `returnKeyHandler`); otherwise
    /// return inserts a newline.
    var handlesReturnKey: Bool
    /// Whether the user granted the keyboard full access (network, pasteboard, App Group).
    var hasFullAccess: Bool
    /// Light or dark: which palette of the theme the keyboard is drawn with. A shell sets it from
    /// the field's keyboard appearance and the system's style
    /// (``ColorScheme/init(userInterfaceStyle:keyboardAppearance:)``) and sends ``KeyboardEvent/hostChanged(_:)``
    /// when either changes.
    public var colorScheme: ColorScheme
    /// The newest emoji version the host's system shows (see ``EmojiVersion/supported(onIOS:)``):
    /// newer emoji are neither offered on the emoji page nor suggested. Nil offers every emoji of
    /// the catalog, as the tools do.
    public var emojiVersion: EmojiVersion?

    @_spi(Tooling) public init(
        keyboardType: FieldKeyboardType = .default, returnKeyType: ReturnKeyType = .default,
        autocapitalization: AutocapitalizationType = .sentences, allowsAutocorrection: Bool = true,
        isSecureTextEntry: Bool = false, needsInputModeSwitchKey: Bool = false, handlesReturnKey: Bool = false,
        hasFullAccess: Bool = false, colorScheme: ColorScheme = .light, emojiVersion: EmojiVersion? = nil
    ) {
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.autocapitalization = autocapitalization
        self.allowsAutocorrection = allowsAutocorrection
        self.isSecureTextEntry = isSecureTextEntry
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.handlesReturnKey = handlesReturnKey
        self.hasFullAccess = hasFullAccess
        self.colorScheme = colorScheme
        self.emojiVersion = emojiVersion
    }

    /// A plain text field with the system's defaults.
    public static let standard = HostContext()

    /// Whether the keyboard shows suggestions and autocorrects here: wherever it may learn (not in
    /// secure, number, email or URL fields, nor where the field turns autocorrection off).
    public var allowsSuggestions: Bool { allowsLearning }

    /// Whether the keyboard may learn words from what is typed here: never in secure, number,
    /// email or URL fields, or where the field turns autocorrection off.
    var allowsLearning: Bool {
        guard !isSecureTextEntry, allowsAutocorrection else { return false }
        switch keyboardType {
        case .numberPad, .decimalPad, .phonePad, .namePhonePad, .asciiCapableNumberPad, .email, .url: return false
        default: return true
        }
    }
}

/// When the keyboard capitalises by itself (`UITextAutocapitalizationType`).
@_spi(Tooling) public enum AutocapitalizationType: String, Sendable, Hashable, Codable, CaseIterable {
    case none
    case words
    case sentences
    case allCharacters
}

/// What the return key does in the field (`UIReturnKeyType`), and so what it is titled (in the
/// keyboard's language).
@_spi(Tooling) public enum ReturnKeyType: String, Sendable, Hashable, Codable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// Whether the system draws this return key in the accent colour (every type but `default`).
    var isProminent: Bool { self != .default }
}
