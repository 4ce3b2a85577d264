// The part of the stand-in UIKit that lays views out and describes the device: constraints and
// their anchors, the device, the screen and the trait collection, and haptic feedback. The rules
// of UIKit.swift apply: one declaration per line, each listed in apple-api.txt with Apple's signature.
import Foundation
import ObjectiveC

// MARK: Layout

@MainActor open class NSLayoutConstraint: NSObject {
    /// The edges or dimensions tied together: `first = second + constant`, or `first = constant`.
    weak var firstView: UIView?
    let firstAttribute: NSLayoutConstraint.Attribute
    weak var secondView: UIView?
    var storedConstant: CGFloat
    var storedPriority = UILayoutPriority(1000)

    init(_ first: UIView?, _ attribute: NSLayoutConstraint.Attribute, equalTo second: UIView?, constant: CGFloat) {
        firstView = first
        firstAttribute = attribute
        secondView = second
        storedConstant = constant
    }

    open var constant: CGFloat { get { storedConstant } set { storedConstant = newValue; firstView?.storedSuperview?.setNeedsLayout() } }
    open var priority: UILayoutPriority { get { storedPriority } set { storedPriority = newValue } }
    open class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.activateStandIn() } }

    /// What a constraint ties, of the few attributes the stand-in lays out.
    enum Attribute {
        case leading, trailing, top, bottom, height
    }

    private func activateStandIn() {
        guard let firstView, !firstView.constraints.contains(where: { $0 === self }) else { return }
        firstView.constraints.append(self)
        firstView.storedSuperview?.setNeedsLayout()
    }
}

public struct UILayoutPriority {
    let value: Float

    public init(_ rawValue: Float) { value = rawValue }
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject { // apple: @MainActor class NSLayoutAnchor<AnchorType> where AnchorType : AnyObject
    weak var view: UIView?
    let attribute: NSLayoutConstraint.Attribute

    init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint(view, attribute, equalTo: anchor.view, constant: 0) }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
}

@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
}

@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(view, attribute, equalTo: nil, constant: c) }
}

// MARK: Device, screen and traits

@MainActor open class UIDevice: NSObject {
    static let instance = UIDevice()
    /// How many input clicks were played.
    package var inputClicks = 0
    package var idiom = UIUserInterfaceIdiom.phone

    open class var current: UIDevice { instance }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
    open func playInputClick() { inputClicks += 1 }
}

@MainActor open class UIScreen: NSObject {
    static let instance = UIScreen()
    /// An iPhone's screen in portrait, in points, unless a test says otherwise.
    package var size = CGSize(width: 390, height: 844)

    open class var main: UIScreen { instance }
    open var bounds: CGRect { CGRect(origin: .zero, size: size) }
}

open class UITraitCollection: NSObject {
    /// The traits of a phone in light mode, which views have unless a test gives them others.
    nonisolated(unsafe) static let standard = UITraitCollection(idiom: .phone, style: .light)
    let idiom: UIUserInterfaceIdiom
    let style: UIUserInterfaceStyle

    package init(idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle) {
        self.idiom = idiom
        self.style = style
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
    open var userInterfaceStyle: UIUserInterfaceStyle { style }
}

public enum UIUserInterfaceIdiom: Int {
    case phone = 0
    case pad = 1
}

public enum UIUserInterfaceStyle: Int {
    case light = 1
    case dark = 2
}

// MARK: Feedback

@MainActor open class UIFeedbackGenerator: NSObject {
    /// How many times the generator was prepared.
    package var preparations = 0

    open func prepare() { preparations += 1 }
}

@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    package let style: UIImpactFeedbackGenerator.FeedbackStyle
    /// How many impacts were played.
    package var impacts = 0

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { self.style = style }
    open func impactOccurred() { impacts += 1 }
}

extension UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int {
        case light = 0
        case medium = 1
        case rigid = 4
    }
}
