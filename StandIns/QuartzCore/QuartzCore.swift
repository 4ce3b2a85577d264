// A stand-in for Apple's QuartzCore module (which UIKit re-exports), for type-checking Keysmith's
// iOS shells on Linux: exactly the declarations the shells use, with Apple's signatures. Never
// linked or run; every declaration is listed in apple-api.txt.
@_exported import Foundation
import ObjectiveC

func standIn() -> Never { fatalError("a stand-in, for type-checking only") }

// CoreFoundation's, which Foundation on Linux does not export.
open class CFDictionary {
}

// CoreGraphics's, which UIKit re-exports.
open class CGContext {
    open func saveGState() { standIn() }
    open func restoreGState() { standIn() }
    open func setAlpha(_ alpha: CGFloat) { standIn() }
    open func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { standIn() }
    open func endTransparencyLayer() { standIn() }
}
