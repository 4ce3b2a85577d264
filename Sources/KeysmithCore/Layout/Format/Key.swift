/// One key of a keyboard layout: a JACKeyboard key dictionary.
///
/// Fields without a default are optional and stay nil when the file leaves them out. Encoding
/// writes only the optional fields that are set and the defaulted fields that differ from their
/// default, so a key encodes to what its file said.
@_spi(Tooling) public struct Key: Sendable, Hashable {
    /// The label; for a `textEntry` key also what it types, unless `inputText` says otherwise.
    public var text: String?
    /// How the key looks. Default `light`.
    var style: KeyStyle
    /// What the key does. Default `textEntry`.
    public var type: KeyType
    /// The alternatives offered by a long press on a `textEntry` key, in order.
    public var modifiers: [String]
    /// The key's width relative to the other keys of its row. Default 1; 0 hides the key.
    var width: Double
    /// The name of an image drawn as a mask in the style's colour, without extension or `@2x`.
    var image: String?
    /// The image shown while the key is selected (shift on); nil means `image`.
    var selectedImage: String?
    /// The keyboard's name, shown for a moment on this key after the keyboard is switched.
    var keyboardDisplayName: String?
    /// For a `switchKeyboard` key: the layout it shows, as its file name without `.json`.
    var keyboardName: String?
    /// The name of the font of the label; nil means the system keyboard's.
    var font: String?
    /// Whether the key has the small bar that F and J carry on an iPad. Default false.
    var hasHomerowIndicator: Bool
    /// The label, and for a `textEntry` key what it types, while shift or caps lock is on.
    var shiftText: String?
    /// What a `textEntry` key types when it differs from its label; a `snippet` key's template.
    public var inputText: String?
    /// The size of the label in points; nil means the style's size.
    var textSize: Double?
    /// The width used instead of `width` when the keyboard shows the globe key (the host has
    /// more than one input mode).
    var widthIfMultipleKeyboards: Double?
    /// The label used instead of `text` when the keyboard shows the globe key.
    var textIfMultipleKeyboards: String?
    /// For a `snippet` key: the name of a snippet in the keyboard set's snippets file.
    var snippet: String?
    /// What VoiceOver says for the key; nil means its label, or a name derived from its type.
    var accessibilityLabel: String?
    /// For a `textEntry` key of a flick keypad: what a flick in each direction types. A key with
    /// flicks stays under the finger however far it moves, and shows its ``FlickGuide`` meanwhile.
    public var flicks: KeyFlicks?

    init(
        text: String? = nil, style: KeyStyle = .light, type: KeyType = .textEntry, modifiers: [String] = [],
        width: Double = 1, image: String? = nil, selectedImage: String? = nil,
        keyboardDisplayName: String? = nil, keyboardName: String? = nil, font: String? = nil,
        hasHomerowIndicator: Bool = false, shiftText: String? = nil, inputText: String? = nil,
        textSize: Double? = nil, widthIfMultipleKeyboards: Double? = nil, textIfMultipleKeyboards: String? = nil,
        snippet: String? = nil, accessibilityLabel: String? = nil, flicks: KeyFlicks? = nil
    ) {
        self.text = text
        self.style = style
        self.type = type
        self.modifiers = modifiers
        self.width = width
        self.image = image
        self.selectedImage = selectedImage
        self.keyboardDisplayName = keyboardDisplayName
        self.keyboardName = keyboardName
        self.font = font
        self.hasHomerowIndicator = hasHomerowIndicator
        self.shiftText = shiftText
        self.inputText = inputText
        self.textSize = textSize
        self.widthIfMultipleKeyboards = widthIfMultipleKeyboards
        self.textIfMultipleKeyboards = textIfMultipleKeyboards
        self.snippet = snippet
        self.accessibilityLabel = accessibilityLabel
        self.flicks = flicks
    }

    /// The image shown while the key is selected: `selectedImage`, or else `image`.
    var imageWhenSelected: String? { selectedImage ?? image }

    /// The relative width, depending on whether the keyboard shows the globe key.
    func width(hasMultipleKeyboards: Bool) -> Double {
        hasMultipleKeyboards ? widthIfMultipleKeyboards ?? width : width
    }

    /// The label, depending on whether the keyboard shows the globe key.
    func text(hasMultipleKeyboards: Bool) -> String? {
        hasMultipleKeyboards ? textIfMultipleKeyboards ?? text : text
    }

    /// Whether the key takes space in its row in at least one of the two situations.
    var isEverShown: Bool {
        width(hasMultipleKeyboards: false) > 0 || width(hasMultipleKeyboards: true) > 0
    }
}

extension Key: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, style, type, modifiers, width, image, selectedImage, keyboardDisplayName, keyboardName, font
        case hasHomerowIndicator, shiftText, inputText, textSize, widthIfMultipleKeyboards, textIfMultipleKeyboards
        case snippet, accessibilityLabel, flicks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            text: try container.decodeIfPresent(String.self, forKey: .text),
            style: try container.decodeIfPresent(KeyStyle.self, forKey: .style) ?? .light,
            type: try container.decodeIfPresent(KeyType.self, forKey: .type) ?? .textEntry,
            modifiers: try container.decodeIfPresent([String].self, forKey: .modifiers) ?? [],
            width: try container.decodeIfPresent(Double.self, forKey: .width) ?? 1,
            image: try container.decodeIfPresent(String.self, forKey: .image),
            selectedImage: try container.decodeIfPresent(String.self, forKey: .selectedImage),
            keyboardDisplayName: try container.decodeIfPresent(String.self, forKey: .keyboardDisplayName),
            keyboardName: try container.decodeIfPresent(String.self, forKey: .keyboardName),
            font: try container.decodeIfPresent(String.self, forKey: .font),
            hasHomerowIndicator: try container.decodeIfPresent(Bool.self, forKey: .hasHomerowIndicator) ?? false,
            shiftText: try container.decodeIfPresent(String.self, forKey: .shiftText),
            inputText: try container.decodeIfPresent(String.self, forKey: .inputText),
            textSize: try container.decodeIfPresent(Double.self, forKey: .textSize),
            widthIfMultipleKeyboards: try container.decodeIfPresent(Double.self, forKey: .widthIfMultipleKeyboards),
            textIfMultipleKeyboards: try container.decodeIfPresent(String.self, forKey: .textIfMultipleKeyboards),
            snippet: try container.decodeIfPresent(String.self, forKey: .snippet),
            accessibilityLabel: try container.decodeIfPresent(String.self, forKey: .accessibilityLabel),
            flicks: try container.decodeIfPresent(KeyFlicks.self, forKey: .flicks))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(text, forKey: .text)
        if style != .light { try container.encode(style, forKey: .style) }
        if type != .textEntry { try container.encode(type, forKey: .type) }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
        if width != 1 { try container.encode(width, forKey: .width) }
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(selectedImage, forKey: .selectedImage)
        try container.encodeIfPresent(keyboardDisplayName, forKey: .keyboardDisplayName)
        try container.encodeIfPresent(keyboardName, forKey: .keyboardName)
        try container.encodeIfPresent(font, forKey: .font)
        if hasHomerowIndicator { try container.encode(true, forKey: .hasHomerowIndicator) }
        try container.encodeIfPresent(shiftText, forKey: .shiftText)
        try container.encodeIfPresent(inputText, forKey: .inputText)
        try container.encodeIfPresent(textSize, forKey: .textSize)
        try container.encodeIfPresent(widthIfMultipleKeyboards, forKey: .widthIfMultipleKeyboards)
        try container.encodeIfPresent(textIfMultipleKeyboards, forKey: .textIfMultipleKeyboards)
        try container.encodeIfPresent(snippet, forKey: .snippet)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encodeIfPresent(flicks, forKey: .flicks)
    }
}
