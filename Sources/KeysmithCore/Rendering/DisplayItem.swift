/// One thing a shell draws. A ``DisplayList`` is a tree of these, in drawing order (later items
/// cover earlier ones), in points; every size, colour and text in it was decided by KeysmithCore, so
/// a shell only translates each item into its own drawing calls.
public enum DisplayItem: Sendable, Hashable {
    /// A rectangle, rounded when its corner radius is above zero.
    case rectangle(DisplayRectangle)
    case circle(DisplayCircle)
    /// A straight line.
    case line(DisplayLine)
    /// Straight segments, such as the check mark of the selected theme.
    case path(DisplayPath)
    /// One line of text.
    case text(TextRun)
    /// One of the keyboard's own icons.
    case glyph(GlyphItem)
    /// An image the app supplies by name, with what to draw when it has none.
    case image(ImageItem)
    /// Items drawn together, with a clip, a translation, an opacity and a meaning of their own.
    case group(DisplayGroup)
}

/// How a shape is painted: filled, outlined, or both. A shape with neither draws nothing.
public struct DisplayPaint: Sendable, Hashable {
    /// The colour inside the shape; nil leaves it unfilled.
    public var fill: ThemeColor?
    /// The colour of the outline, centred on the shape's edge; nil draws none.
    public var stroke: ThemeColor?
    /// The outline's width in points.
    public var strokeWidth: Double

    public init(fill: ThemeColor? = nil, stroke: ThemeColor? = nil, strokeWidth: Double = 1) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }

    /// Filled with `color`, not outlined.
    public static func fill(_ color: ThemeColor) -> DisplayPaint { DisplayPaint(fill: color) }
}

/// A rectangle, rounded when ``cornerRadius`` is above zero.
public struct DisplayRectangle: Sendable, Hashable {
    public var frame: Rect
    /// The radius of every corner, in points; 0 for square corners.
    public var cornerRadius: Double
    public var paint: DisplayPaint

    public init(frame: Rect, cornerRadius: Double = 0, paint: DisplayPaint) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.paint = paint
    }
}

/// A circle around ``center``.
public struct DisplayCircle: Sendable, Hashable {
    public var center: Point
    public var radius: Double
    public var paint: DisplayPaint

    public init(center: Point, radius: Double, paint: DisplayPaint) {
        self.center = center
        self.radius = radius
        self.paint = paint
    }
}

/// A straight line from ``from`` to ``to``, ``width`` points thick.
public struct DisplayLine: Sendable, Hashable {
    public var from: Point
    public var to: Point
    public var color: ThemeColor
    public var width: Double

    public init(from: Point, to: Point, color: ThemeColor, width: Double) {
        self.from = from
        self.to = to
        self.color = color
        self.width = width
    }
}

/// Straight segments through `points`, stroked with round caps and joins.
public struct DisplayPath: Sendable, Hashable {
    public var points: [Point]
    public var color: ThemeColor
    /// The line's thickness in points.
    public var width: Double

    public init(points: [Point], color: ThemeColor, width: Double) {
        self.points = points
        self.color = color
        self.width = width
    }
}
