#if canImport(UIKit)
import UIKit

extension UIColor {
    /// The colour a theme file wrote, in sRGB.
    convenience init(_ color: ThemeColor) {
        self.init(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }
}

extension CGRect {
    /// A Keysmith rectangle in Core Graphics terms.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension Rect {
    /// A Core Graphics rectangle in Keysmith terms.
    init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension Size {
    /// A Core Graphics size in Keysmith terms.
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension UIView {
    /// Adds `child` filling this view, with `height` points of height at a priority just below
    /// required, so that the system's own height for a keyboard wins while it animates.
    func addFilling(_ child: UIView, height: CGFloat) -> NSLayoutConstraint {
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        let heightConstraint = child.heightAnchor.constraint(equalToConstant: height)
        heightConstraint.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: leadingAnchor),
            child.trailingAnchor.constraint(equalTo: trailingAnchor),
            child.topAnchor.constraint(equalTo: topAnchor),
            child.bottomAnchor.constraint(equalTo: bottomAnchor),
            heightConstraint,
        ])
        return heightConstraint
    }
}

extension UIAccessibilityTraits {
    /// The traits KeysmithCore decided, in UIKit's terms.
    init(_ traits: AccessibilityTraits) {
        self = []
        if traits.contains(.button) { insert(.button) }
        if traits.contains(.selected) { insert(.selected) }
        if traits.contains(.notEnabled) { insert(.notEnabled) }
    }
}

extension HapticStrength {
    /// The generator style that plays this strength.
    var impactStyle: UIImpactFeedbackGenerator.FeedbackStyle {
        switch self {
        case .light: .light
        case .medium: .medium
        case .rigid: .rigid
        }
    }
}
#endif
