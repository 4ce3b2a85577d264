#if canImport(UIKit)
import UIKit

/// What both keyboards put on the general pasteboard for the panels. A keyboard extension reaches
/// the pasteboard only with full access; the engine asks for copies only then.
@MainActor
enum Pasteboard {
    /// Puts the image asset `name` from `bundle` (its asset catalogue or its files) on the
    /// pasteboard; returns false, and leaves the pasteboard alone, when the bundle has no such image.
    @discardableResult
    static func copyImage(named name: String, in bundle: Bundle, compatibleWith traits: UITraitCollection) -> Bool {
        guard let image = UIImage(named: name, in: bundle, compatibleWith: traits) else { return false }
        UIPasteboard.general.image = image
        return true
    }

    /// Puts `gif` on the pasteboard as its address, as text. A ``GIF`` holds no data, and a keyboard
    /// must not wait on the network for a copy; messaging apps show the animation from its link.
    static func copy(_ gif: GIF) {
        UIPasteboard.general.string = gif.url.absoluteString
    }
}
#endif
