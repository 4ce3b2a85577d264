/// One line of text, already fitted, cut or wrapped by KeysmithCore: a shell draws `string` at
/// `size` as it is, with no fitting of its own, its characters in the order ``direction`` gives.
public struct TextRun: Sendable, Hashable {
    public var string: String
    /// The left end of the baseline (``Alignment/leading``) or its middle (``Alignment/center``), in
    /// either direction: ``direction`` orders the characters inside the run and never moves it.
    public var origin: Point
    public var alignment: Alignment
    /// The font size in points. Key labels do not follow Dynamic Type, as on the system keyboard.
    public var size: Double
    public var weight: Weight
    public var family: FontFamily
    public var color: ThemeColor
    /// The paragraph direction Unicode's bidirectional algorithm lays the characters out in
    /// (``LayoutDirection/paragraphDirection(of:)``): right to left, `.؟١٢٣` reads `١٢٣؟.` from the left.
    public var direction: LayoutDirection

    public init(
        _ string: String, origin: Point, alignment: Alignment, size: Double, weight: Weight = .regular,
        family: FontFamily = .system, color: ThemeColor, direction: LayoutDirection = .leftToRight
    ) {
        self.string = string
        self.origin = origin
        self.alignment = alignment
        self.size = size
        self.weight = weight
        self.family = family
        self.color = color
        self.direction = direction
    }

    /// Where `origin` sits on the text.
    public enum Alignment: Sendable, Hashable {
        case leading
        case center
    }

    public enum Weight: Sendable, Hashable {
        case regular
        case semibold
        case bold
    }

    /// The typeface.
    public enum FontFamily: Sendable, Hashable {
        /// The system font (San Francisco on iOS).
        case system
        /// The system's monospaced font, for snippet templates.
        case monospaced
        /// A font by PostScript name, such as `HelveticaNeue`; the system font where it is missing.
        case named(String)
    }
}
