// Test support, not Apple's API: what the system does around an app or a keyboard, for tests to
// drive the shells as iOS would. A test puts fingers on the screen (the system hit-tests the root
// view and delivers each finger's touches, with a `UIEvent`, to the view it landed on), draws a view
// into a recording context, and acts as the app whose field the keyboard types into. Declared
// `package`, so that only the stand-ins and their tests see it: scripts/typecheck-ios.sh compiles the
// shells outside the stand-ins' package, and scripts/check_stand_ins.py lists only public API.
import Foundation

/// One finger on the screen, from the moment it lands until it lifts. Its touches go, as UIKit
/// sends them, to the view the finger landed on.
@MainActor package final class Finger {
    package let touch: UITouch
    /// The root view of the window the finger is on.
    private let window: UIView

    /// A finger landing at `point` of `window` (the root view, in its coordinates) at `time`
    /// seconds of system uptime: the view `hitTest(_:with:)` finds gets `touchesBegan(_:with:)`.
    package init(at point: CGPoint, in window: UIView, time: TimeInterval) {
        self.window = window
        touch = UITouch(locationInWindow: point, time: time, view: nil)
        touch.view = window.hitTest(point, with: nil)
        touch.view?.touchesBegan([touch], with: event(samples: [touch]))
    }

    /// The finger moves through `points` (in the window) by `time`, the screen taking a sample at
    /// each: one `touchesMoved(_:with:)`, whose event has every sample as a coalesced touch.
    package func move(through points: [CGPoint], by time: TimeInterval) {
        guard let last = points.last else { return }
        let start = touch.time
        let step = (time - start) / Double(points.count)
        let samples = points.enumerated().map { index, point in
            UITouch(locationInWindow: point, time: start + step * Double(index + 1), view: touch.view)
        }
        touch.locationInWindow = last
        touch.time = time
        touch.view?.touchesMoved([touch], with: event(samples: samples))
    }

    /// The finger lifts where it is, at `time`.
    package func lift(at time: TimeInterval) {
        touch.time = time
        touch.view?.touchesEnded([touch], with: event(samples: [touch]))
    }

    /// The system cancels the finger's touch (a call coming in), at `time`.
    package func cancel(at time: TimeInterval) {
        touch.time = time
        touch.view?.touchesCancelled([touch], with: event(samples: [touch]))
    }

    private func event(samples: [UITouch]) -> UIEvent {
        let event = UIEvent()
        event.samples[ObjectIdentifier(touch)] = samples
        return event
    }
}

extension UIView {
    /// Lays the view out at `frame` as a window would its root view: the frame, then every pending
    /// layout, top down.
    package func layOutAsRootView(in frame: CGRect) {
        self.frame = frame
        layoutIfNeeded()
    }

    /// What `draw(_:)` paints for the whole view, as the system asks it to draw.
    package func recordDrawing() -> [GraphicsOperation] {
        let context = CGContext()
        UIGraphicsContextStack.drawing(into: context) { draw(bounds) }
        needsDisplay = false
        return context.operations
    }

    /// Gives the view traits of its own, as the system does when the user changes them, and tells it.
    package func changeTraits(to traits: UITraitCollection) {
        let previous = traitCollection
        traitOverride = traits
        traitCollectionDidChange(previous)
    }
}

extension UIInputViewController {
    /// The whole text of the app's field.
    package var documentText: String { host.storage.text }

    /// The app (or the user, moving the cursor) changes its field: the system tells the controller
    /// before and after, as it does for every change the keyboard did not make.
    package func appChangesDocument(to text: String, cursor: Int? = nil) {
        textWillChange(nil)
        host.storage = TextStorage(text: text, cursor: cursor)
        textDidChange(nil)
    }

    /// The user moves to another field of the app, with these traits and text.
    package func appFocusesField(traits: FieldTraits, text: String = "") {
        textWillChange(nil)
        host.fieldTraits = traits
        host.documentIdentifier = UUID()
        host.storage = TextStorage(text: text)
        textDidChange(nil)
    }

    /// The system shows the keyboard: loads the view, sizes it to the screen's width and `height`
    /// and lays it out, between the calls UIKit makes on the way.
    package func appear(height: CGFloat) {
        _ = view
        viewWillAppear(false)
        viewWillLayoutSubviews()
        view.layOutAsRootView(in: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: height))
        viewDidLayoutSubviews()
        viewDidAppear(false)
    }

    /// The system hides the keyboard.
    package func disappear() {
        viewWillDisappear(false)
        viewDidDisappear(false)
    }
}
