/// How a key looks, as a layout file's `"style"` names it. The theme decides the actual colours.
public enum KeyStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// A letter key: the light key face of the system keyboard. The default.
    case light
    /// A function key (switch, delete, globe…): the darker key face.
    case dark
    /// The accent key face, used for return and other action keys.
    case blue
    /// The spacebar's face; the key may show the keyboard's name for a moment after a switch.
    case spacebar
    /// No key at all: empty space of the key's width, not drawn and not touchable.
    case blankSpace
    /// The shift key's face, which changes when shift or caps lock is on.
    case shift
    /// A light key whose label is drawn in grey, as the iPad's return key.
    case lightWithGrayText
}
