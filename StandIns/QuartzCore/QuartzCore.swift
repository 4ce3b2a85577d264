// A stand-in for Apple's QuartzCore module (which UIKit re-exports), for Keysmith's iOS shells on
// Linux: exactly the declarations the shells use, with Apple's signatures. Type-checked against by
// scripts/typecheck-ios.sh and run by scripts/test-shells.sh; every declaration is listed in
// apple-api.txt. Behaviour is modelled from Apple's documentation: a graphics context here paints
// nothing, it records what is drawn into it (QuartzCore+TestSupport.swift reads the record).
@_exported import Foundation
import ObjectiveC

func standIn() -> Never { fatalError("a stand-in that cannot do this on Linux") }

// CoreFoundation's, which Foundation on Linux does not export.
open class CFDictionary {
}

// CoreGraphics's, which UIKit re-exports.
open class CGContext {
    /// What was drawn, in order.
    package var operations: [GraphicsOperation] = []
    /// The graphics state: the colours and alpha in force, and those `saveGState()` put aside.
    package var state = GraphicsState()
    private var savedStates: [GraphicsState] = []

    package init() {}

    open func saveGState() { savedStates.append(state); operations.append(.saveState) }
    open func restoreGState() { state = savedStates.popLast() ?? state; operations.append(.restoreState) }
    open func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    open func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { operations.append(.beginTransparencyLayer(alpha: state.alpha)) }
    open func endTransparencyLayer() { operations.append(.endTransparencyLayer) }
}
