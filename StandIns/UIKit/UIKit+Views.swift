// How the stand-in views behave: their geometry, their hierarchy, hit-testing and the layout of
// constraints, as Apple's documentation of UIView and NSLayoutConstraint describes them. Nothing here
// is Apple's API: it is what the stand-in declarations of UIKit.swift and UIKit+Layout.swift call.
import Foundation

extension UIView {
    /// A new frame: the bounds keep their origin and take the frame's size; a new size asks for layout.
    func setFrame(_ frame: CGRect) {
        let resized = frame.size != storedFrame.size
        storedFrame = frame
        if resized { setNeedsLayout() }
    }

    /// New bounds: their origin scrolls the content, their size resizes the frame about its centre.
    func setBounds(_ bounds: CGRect) {
        boundsOrigin = bounds.origin
        guard bounds.size != storedFrame.size else { return }
        let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
        storedFrame = CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
        setNeedsLayout()
    }

    /// Adds `view` on top of the other subviews, taking it from its former superview.
    func insert(_ view: UIView) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.storedSuperview = self
        setNeedsLayout()
    }

    /// Takes `view` out of the subviews, with the constraints that tie it to this view.
    func remove(_ view: UIView) {
        storedSubviews.removeAll { $0 === view }
        view.storedSuperview = nil
        view.constraints.removeAll { $0.secondView === self }
    }

    /// Lays out this view if it asked to be, then its subviews, top down.
    func layOutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in storedSubviews { subview.layOutIfNeeded() }
    }

    /// `point`, in the window's (the root view's) coordinates, in this view's.
    func convertFromWindow(_ point: CGPoint) -> CGPoint {
        var converted = point
        var view: UIView? = self
        while let current = view, let superview = current.storedSuperview {
            converted.x -= current.storedFrame.minX - superview.boundsOrigin.x
            converted.y -= current.storedFrame.minY - superview.boundsOrigin.y
            view = superview
        }
        converted.x += boundsOrigin.x
        converted.y += boundsOrigin.y
        return converted
    }

    /// `point`, in this view's coordinates, in those of its subview `subview`.
    func convert(_ point: CGPoint, toSubview subview: UIView) -> CGPoint {
        CGPoint(
            x: point.x - subview.storedFrame.minX + subview.boundsOrigin.x,
            y: point.y - subview.storedFrame.minY + subview.boundsOrigin.y)
    }

    /// The farthest descendant (or this view) that contains `point`, trying the frontmost subviews
    /// first; nil when the point is outside this view.
    func deepestView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(convert(point, toSubview: subview), with: event) { return hit }
        }
        return self
    }

    /// Places each subview that constraints tie to this view. Along each axis, a subview's required
    /// constraints to this view's edges win over a constant size of lower priority, as Auto Layout's
    /// solver would have it; an edge without a constraint keeps the subview's frame.
    func layOutConstrainedSubviews() {
        for subview in storedSubviews where !subview.autoresizingMaskToConstraints {
            var frame = subview.storedFrame
            let constraints = subview.constraints.filter { $0.secondView == nil || $0.secondView === self }
            func strongest(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
                constraints.filter { $0.firstAttribute == attribute }.max { $0.priority.value < $1.priority.value }
            }
            let leading = strongest(.leading)
            let trailing = strongest(.trailing)
            let top = strongest(.top)
            let bottom = strongest(.bottom)
            if let leading { frame.origin.x = bounds.minX + leading.constant }
            if let trailing {
                let right = bounds.maxX + trailing.constant
                frame.size.width = leading == nil ? frame.width : right - frame.minX
                if leading == nil { frame.origin.x = right - frame.width }
            }
            if let top { frame.origin.y = bounds.minY + top.constant }
            if let bottom, top != nil {
                frame.size.height = bounds.maxY + bottom.constant - frame.minY
            } else if let height = strongest(.height) {
                frame.size.height = height.constant
                if let bottom { frame.origin.y = bounds.maxY + bottom.constant - height.constant }
            }
            subview.setFrame(frame)
        }
    }
}
