#if canImport(UIKit)
import UIKit

/// What a key shows, when an app replaces the standard label (see
/// ``KeysmithKeyboardView/keyContent``).
public enum KeyContent {
    /// A text, drawn in the key's font and colour, fitted to the key as a label is.
    case text(String)
    /// An image, drawn as an alpha mask in the key's text colour, where a key image is drawn.
    case image(UIImage)
    /// Nothing: the key face only.
    case none
}

/// One key about to be drawn, for an app that draws keys itself (see
/// ``KeysmithKeyboardView/keyDrawing``). Draw into the current graphics context.
@MainActor
public struct KeyDrawingContext {
    /// The key as the engine renders it: label, style, pressed and shift state, VoiceOver label.
    public let key: RenderedKey
    /// The key's frame in the view's coordinates.
    public let frame: CGRect
    /// The colours and font the theme gives it.
    public let face: KeyFace
    /// What ``drawStandard`` draws (the key's shadow, face, label, with ``KeysmithKeyboardView/keyContent``'s
    /// in its place, and home-row bump), in the render model's keys-area coordinates: the items the
    /// SVG picture shows for the key.
    public let items: [DisplayItem]
    /// The keyboard's colour scheme.
    public let colorScheme: ColorScheme
    /// Draws the key as Keysmith would; call it to decorate the standard key rather than replace it.
    public let drawStandard: () -> Void
}
#endif
