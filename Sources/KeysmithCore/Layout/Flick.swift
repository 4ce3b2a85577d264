/// A direction a finger flicks a key in, as the 12-key kana keypad reads it: the four kana of a
/// key's column beside its tap, clockwise from nine o'clock (あ: い left, う up, え right, お down).
public enum FlickDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case left, up, right, down

    /// The share of the key's shorter side a finger must move, from where it landed, for the
    /// touch to be a flick rather than a tap: 0.3, about 17 points on an iPhone's 57-point-high
    /// kana key. A smaller move is a finger settling on the key, and types the key's tap.
    public static let threshold = 0.3

    /// The direction of a touch that moved by `displacement` (points, y downward as on screen) on a
    /// key of `keySize`, or nil for a tap: a move shorter than ``threshold`` of the key's shorter
    /// side. The direction is the axis the move leans to; a move exactly diagonal counts as
    /// horizontal, so that every move past the threshold has one direction.
    public static func of(displacement: Point, keySize: Size) -> FlickDirection? {
        let side = min(keySize.width, keySize.height)
        let (dx, dy) = (displacement.x, displacement.y)
        guard side > 0, dx.isFinite, dy.isFinite, (dx * dx + dy * dy).squareRoot() >= threshold * side else {
            return nil
        }
        if abs(dx) >= abs(dy) { return dx < 0 ? .left : .right }
        return dy < 0 ? .up : .down
    }
}

/// What a key types when it is flicked, by direction: a layout file's `"flicks"`, such as
/// `{"left": "い", "up": "う", "right": "え", "down": "お"}` on the あ key. A direction left out
/// types nothing, as iOS's わ key has nothing below it.
public struct KeyFlicks: Sendable, Hashable, Codable {
    public var left: String?
    public var up: String?
    public var right: String?
    public var down: String?

    public init(left: String? = nil, up: String? = nil, right: String? = nil, down: String? = nil) {
        self.left = left
        self.up = up
        self.right = right
        self.down = down
    }

    /// The text a flick in `direction` types; nil when the key has none there.
    public subscript(direction: FlickDirection) -> String? {
        switch direction {
        case .left: left
        case .up: up
        case .right: right
        case .down: down
        }
    }

    /// The directions that type something, with their text, clockwise from the left.
    public var assigned: [(direction: FlickDirection, text: String)] {
        FlickDirection.allCases.compactMap { direction in self[direction].map { (direction, $0) } }
    }
}

/// The cross of labels a flick key shows while a finger is down on it, as iOS draws it: the tap's
/// label in the middle and each flick's text on its side, the one the finger points at selected.
/// The shells draw it from this description alone (``KeyboardState/flickGuide``).
public struct FlickGuide: Sendable, Hashable, Codable {
    /// The frame of the key under the finger.
    public var keyFrame: Rect
    /// The key's label, typed by a tap.
    public var center: String
    /// The texts of the flicks, by direction.
    public var flicks: KeyFlicks
    /// The direction the finger's move points at now; nil while it would type the tap.
    public var selected: FlickDirection?

    /// The frame a label in `direction` is drawn in, nil for the centre: the key's frame moved
    /// by its own width or height that way, as iOS draws the cross around the key.
    public func frame(for direction: FlickDirection?) -> Rect {
        var frame = keyFrame
        switch direction {
        case .left?: frame.x -= keyFrame.width
        case .right?: frame.x += keyFrame.width
        case .up?: frame.y -= keyFrame.height
        case .down?: frame.y += keyFrame.height
        case nil: break
        }
        return frame
    }
}
