// Test support, not Apple's API: what a recording graphics context keeps, for tests that check what
// `draw(_:)` painted. Declared `package`, so that only the stand-ins and their tests see it (the
// type-check compiles the shells outside the stand-ins' package); scripts/check_stand_ins.py lists
// only public declarations.
import Foundation

/// One thing drawn into a ``CGContext``, in the context's coordinates.
package enum GraphicsOperation: Equatable {
    /// A path filled with a colour (its red, green, blue and alpha, 0 to 1).
    case fill(path: [CGPoint], bounds: CGRect, color: [CGFloat])
    /// A path stroked with a colour and a line width.
    case stroke(path: [CGPoint], bounds: CGRect, color: [CGFloat], lineWidth: CGFloat)
    /// A clip intersected with the current one.
    case clip(CGRect)
    /// A string drawn with its top left corner at a point, in a font of a size.
    case text(String, at: CGPoint, fontSize: CGFloat)
    /// An image (its name) drawn in a rectangle.
    case image(String, in: CGRect)
    case saveState
    case restoreState
    case beginTransparencyLayer(alpha: CGFloat)
    case endTransparencyLayer
}

/// The colours and alpha a context draws with.
package struct GraphicsState {
    package var fillColor: [CGFloat] = [0, 0, 0, 1]
    package var strokeColor: [CGFloat] = [0, 0, 0, 1]
    package var alpha: CGFloat = 1
}

extension CGContext {
    /// Records `operation`.
    package func record(_ operation: GraphicsOperation) {
        operations.append(operation)
    }
}
