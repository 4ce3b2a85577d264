// The part of the stand-in UIKit that draws: colours, paths, fonts, images, attributed strings and
// the pasteboard. Drawing goes to the current `CGContext`, which records it (a test makes one current
// with `UIGraphicsContextStack`, in UIKit+TestSupport.swift). Linux has neither UIKit's fonts nor
// its symbol images: a font's metrics are proportional to its size, as a system font's roughly are,
// a string is measured at half its font's size per character, every SF Symbol name gives a square
// image of the configuration's point size, and no bundle has asset-catalogue images. The rules of
// UIKit.swift apply: one declaration per line, each listed in apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

open class UIColor: NSObject {
    /// Red, green, blue and alpha, from 0 to 1.
    package let components: [CGFloat]

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    open func setFill() { UIGraphicsContextStack.current?.state.fillColor = components }
    open func setStroke() { UIGraphicsContextStack.current?.state.strokeColor = components }
    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

open class UIBezierPath: NSObject {
    /// The path's points, each subpath's in order.
    package var points: [CGPoint] = []
    var width: CGFloat = 1

    public convenience init(rect: CGRect) { self.init(); points = Self.corners(of: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(); points = Self.corners(of: rect) }
    open func append(_ bezierPath: UIBezierPath) { points += bezierPath.points }
    open func move(to point: CGPoint) { points.append(point) }
    open func addLine(to point: CGPoint) { points.append(point) }
    open var lineWidth: CGFloat { get { width } set { width = newValue } }
    open func fill() { paint { .fill(path: points, bounds: bounds, color: $0.fillColor) } }
    open func stroke() { paint { .stroke(path: points, bounds: bounds, color: $0.strokeColor, lineWidth: width) } }
    open func addClip() { paint { _ in .clip(bounds) } }

    /// The smallest rectangle holding the path's points.
    var bounds: CGRect {
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
    }

    /// Records what `operation` makes of the current context's state, with its alpha.
    private func paint(_ operation: (GraphicsState) -> GraphicsOperation) {
        guard let context = UIGraphicsContextStack.current else { return }
        context.record(operation(context.state))
    }
}

public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

open class UIFont: NSObject {
    package let pointSize: CGFloat

    init(size: CGFloat) { pointSize = size }

    public init?(name fontName: String, size fontSize: CGFloat) { return nil }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(size: fontSize) }
    open var ascender: CGFloat { pointSize * 0.95 }
}

extension UIFont {
    public struct Weight: Hashable, Sendable {
        public init(rawValue: CGFloat) { self.rawValue = rawValue } // stand-in
        public let rawValue: CGFloat // stand-in
        public static let regular: UIFont.Weight = UIFont.Weight(rawValue: 0)
        public static let semibold: UIFont.Weight = UIFont.Weight(rawValue: 0.3)
        public static let bold: UIFont.Weight = UIFont.Weight(rawValue: 0.4)
    }
}

open class UIImage: NSObject {
    /// The image's name, and its size in points.
    package let name: String
    let pointSize: CGSize

    init(name: String, size: CGSize) {
        self.name = name
        pointSize = size
    }

    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { self.name = name; pointSize = CGSize(width: configuration?.pointSize ?? 17, height: configuration?.pointSize ?? 17) }
    open var size: CGSize { pointSize }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func draw(in rect: CGRect) { UIGraphicsContextStack.current?.record(.image(name, in: rect)) }
}

open class UIPasteboard: NSObject {
    static let instance = UIPasteboard()
    var storedString: String?
    var storedImage: UIImage?

    open class var general: UIPasteboard { instance }
    open var string: String? { get { storedString } set { storedString = newValue } }
    open var image: UIImage? { get { storedImage } set { storedImage = newValue } } // apple: @NSCopying var image: UIImage? { get set }
}

extension UIImage {
    open class Configuration: NSObject {
        var pointSize: CGFloat?
    }
    open class SymbolConfiguration: UIImage.Configuration {
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init(); self.pointSize = pointSize }
    }
    public enum SymbolWeight: Int {
        case regular = 4
    }
}

extension NSAttributedString {
    public func size() -> CGSize { CGSize(width: CGFloat(string.count) * fontSize / 2, height: fontSize * 1.2) }
    public func draw(at point: CGPoint) { UIGraphicsContextStack.current?.record(.text(string, at: point, fontSize: fontSize)) }

    /// The size of the font of the string's first character; a system font's, 12 points, without one.
    private var fontSize: CGFloat {
        guard length > 0, let font = attribute(.font, at: 0, effectiveRange: nil) as? UIFont else { return 12 }
        return font.pointSize
    }
}

extension NSAttributedString.Key {
    public static let font: NSAttributedString.Key = NSAttributedString.Key("NSFont")
    public static let foregroundColor: NSAttributedString.Key = NSAttributedString.Key("NSColor")
    public static let paragraphStyle: NSAttributedString.Key = NSAttributedString.Key("NSParagraphStyle")
}

open class NSMutableParagraphStyle: NSObject {
    var storedAlignment = NSTextAlignment.natural
    var storedDirection = NSWritingDirection.natural

    open var alignment: NSTextAlignment { get { storedAlignment } set { storedAlignment = newValue } }
    open var baseWritingDirection: NSWritingDirection { get { storedDirection } set { storedDirection = newValue } }
}

public enum NSTextAlignment: Int {
    case left = 0
    case natural = 4
}

public enum NSWritingDirection: Int {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The graphics contexts being drawn into, the current one last (UIKit's context stack).
package enum UIGraphicsContextStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []

    package static var current: CGContext? { contexts.last }

    /// Runs `body` with `context` current, and makes the one before current again.
    package static func drawing<Result>(into context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        contexts.append(context)
        defer { contexts.removeLast() }
        return try body()
    }
}
