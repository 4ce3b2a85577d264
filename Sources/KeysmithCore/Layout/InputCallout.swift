/// The enlarged key shown above a pressed key on an iPhone: a bubble with the label, joined by a
/// neck to the key itself.
///
/// The bubble takes the place of the key one row up: as tall as the key, centred on it, and a little
/// wider. It stays inside the keyboard's view, which an extension cannot draw outside of: it is moved
/// left or right to stay within the rows, and a key too near the top for the bubble to fit above it
/// gets its bubble moved down over itself (`coversKey`), where it shows the same label larger.
public struct InputCallout: Sendable, Hashable, Codable {
    /// The pressed key's drawn frame: the bottom of the callout.
    public var keyFrame: Rect
    /// The bubble that shows the label enlarged.
    public var bubbleFrame: Rect
    /// Whether the bubble had no room above the key and was moved down over it; the shell then draws
    /// no neck.
    public var coversKey: Bool
    /// The corner radius of the bubble and of the key.
    public var cornerRadius: Double

    init(keyFrame: Rect, bubbleFrame: Rect, coversKey: Bool, cornerRadius: Double) {
        self.keyFrame = keyFrame
        self.bubbleFrame = bubbleFrame
        self.coversKey = coversKey
        self.cornerRadius = cornerRadius
    }

    /// The whole callout: bubble, neck and key.
    var frame: Rect { bubbleFrame.union(keyFrame) }

    /// How much wider than the key the bubble is on each side: 30 % of the key's width, at most 12 pt.
    static func widening(forKeyWidth width: Double) -> Double {
        min(0.3 * width, 12)
    }
}
