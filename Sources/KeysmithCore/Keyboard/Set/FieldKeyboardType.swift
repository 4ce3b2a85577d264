/// The kind of keyboard a text field asks for: one case for each `UIKeyboardType`, named as
/// keyboard set files write it.
///
/// A keyboard set maps these to layouts in `keyboardTypes`. A type the set does not map is served
/// by its `fallback`, and in the end by the set's default layout.
@_spi(Tooling) public enum FieldKeyboardType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ordinary text.
    case `default`
    /// Text limited to ASCII letters.
    case asciiCapable
    /// The numbers and punctuation plane of the ordinary keyboard.
    case numbersAndPunctuation
    /// A URL field (UIKit's `.URL`).
    case url
    /// Digits only. App Store review requires it.
    case numberPad
    /// A telephone number: digits, `*`, `#` and `+`.
    case phonePad
    /// A person's name or a telephone number.
    case namePhonePad
    /// An email address field (UIKit's `.emailAddress`).
    case email
    /// Digits and a decimal separator. App Store review requires it.
    case decimalPad
    /// Text with easy access to `@` and `#`.
    case twitter
    /// A search field, whose return key says Go or Search.
    case webSearch
    /// Digits limited to ASCII.
    case asciiCapableNumberPad

    /// The types every keyboard set must map to a layout: App Store review rejects keyboard
    /// extensions that do not provide number and decimal pads.
    static let required: [FieldKeyboardType] = [.numberPad, .decimalPad]

    /// The type whose layout serves this one when the set does not map it; nil for `default`.
    var fallback: FieldKeyboardType? {
        switch self {
        case .default: nil
        case .phonePad, .asciiCapableNumberPad: .numberPad
        default: .default
        }
    }

    /// The name of the matching `UIKeyboardType` case.
    public var uiKitName: String {
        switch self {
        case .url: "URL"
        case .email: "emailAddress"
        default: rawValue
        }
    }
}
