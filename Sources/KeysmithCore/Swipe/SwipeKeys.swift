import Foundation

/// The keys a swipe is read against: every letter key of a laid-out keyboard, with the letters its
/// long press offers, measured in key sizes.
///
/// Positions are in **key units**: x divided by the median letter key's cell width, y by its cell
/// height, so that a distance of 1 is one key across or one row down whatever the device. Keys are
/// taller than wide, and a finger strays about as far in keys across as in rows, so key units make
/// one error model fit every layout.
///
/// Build it once for the active geometry and keep it while the layout stays.
@_spi(Tooling) public struct SwipeKeys: Sendable, Hashable {
    /// The centre of each key's drawn frame in key units.
    let xs: [Double]
    let ys: [Double]
    /// The median width and height of the letter keys' cells, in points.
    public let keyWidth: Double
    public let keyHeight: Double
    /// For each folded scalar a key types or offers on a long press, the key's index.
    private let keyOfScalar: [UInt32: Int]

    /// The letter keys of `geometry`: touchable text-entry keys whose output (`inputText`, else
    /// `text`) is one letter, digit or apostrophe. When two keys type the same letter the first one
    /// counts. A letter that no key types but one offers among its long-press alternates counts as
    /// that key: a swipe through `e` may spell `é`.
    public init(geometry: KeyboardGeometry) {
        var xs: [Double] = []
        var ys: [Double] = []
        var widths: [Double] = []
        var heights: [Double] = []
        var keyOfScalar: [UInt32: Int] = [:]
        var alternates: [(scalar: UInt32, key: Int)] = []
        for laidOut in geometry.keys {
            guard let scalar = Self.letter(of: laidOut) else { continue }
            let folded = Lexicon.fold(scalar)
            guard keyOfScalar[folded] == nil, xs.count < Int(UInt8.max) else { continue }
            keyOfScalar[folded] = xs.count
            for alternate in laidOut.key.modifiers {
                if let alternateScalar = Self.singleScalar(alternate) {
                    alternates.append((Lexicon.fold(alternateScalar), xs.count))
                }
            }
            xs.append(laidOut.frame.center.x)
            ys.append(laidOut.frame.center.y)
            widths.append(laidOut.touchFrame.width)
            heights.append(laidOut.touchFrame.height)
        }
        for (scalar, key) in alternates where keyOfScalar[scalar] == nil {
            keyOfScalar[scalar] = key
        }
        widths.sort()
        heights.sort()
        let width = widths.isEmpty ? 1 : max(widths[widths.count / 2], 1e-6)
        let height = heights.isEmpty ? 1 : max(heights[heights.count / 2], 1e-6)
        self.keyWidth = width
        self.keyHeight = height
        self.xs = xs.map { $0 / width }
        self.ys = ys.map { $0 / height }
        self.keyOfScalar = keyOfScalar
    }

    /// The number of letter keys.
    public var count: Int { xs.count }

    /// The centre of key `index`'s drawn frame, in points.
    public func centre(ofKey index: Int) -> Point {
        Point(x: xs[index] * keyWidth, y: ys[index] * keyHeight)
    }

    /// How a word's character is swiped.
    enum Role: Equatable {
        /// The stroke passes over this key.
        case key(Int)
        /// Punctuation such as an apostrophe or a hyphen that no key types: the stroke skips it.
        case skipped
        /// A letter or digit no key types or offers: the word cannot be swiped.
        case missing
    }

    /// How the scalar `scalar` is swiped: by the key that types it or offers it on a long press,
    /// else by the key of its base letter (`ǘ` by `u`).
    func role(of scalar: Unicode.Scalar) -> Role {
        if let key = keyOfScalar[Lexicon.fold(scalar)] { return .key(key) }
        guard Self.isSwipeable(scalar) else { return .skipped }
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first
        if let base, base != scalar, let key = keyOfScalar[Lexicon.fold(base)] { return .key(key) }
        return .missing
    }

    /// The keys a stroke spelling `word` passes over, in order, a key repeated at once counted once
    /// (`hello` is h-e-l-o); nil when a letter of the word has no key.
    public func keyPath(of word: String) -> [Int]? {
        var path: [Int] = []
        for scalar in word.unicodeScalars {
            switch role(of: scalar) {
            case .key(let key): if path.last != key { path.append(key) }
            case .skipped: continue
            case .missing: return nil
            }
        }
        return path
    }

    /// Whether a stroke may start on `key`, and reach it to become a swiped word: whether it types
    /// one letter. Digits and the apostrophe count when a word spells them, but a stroke across the
    /// number row is not a word: it keeps moving the cursor, as without swipe typing.
    public static func isLetterKey(_ key: LaidOutKey) -> Bool {
        letter(of: key)?.properties.isAlphabetic ?? false
    }

    /// What `key` types when it is a touchable text-entry key whose output (`inputText`, else
    /// `text`) is one letter, digit or apostrophe; nil for any other key.
    private static func letter(of key: LaidOutKey) -> Unicode.Scalar? {
        guard key.isTouchable, key.key.type == .textEntry, let output = key.key.inputText ?? key.text,
            let scalar = singleScalar(output), isSwipeable(scalar) || scalar == "'"
        else { return nil }
        return scalar
    }

    /// The only scalar of `text`, or nil when it has none or several.
    private static func singleScalar(_ text: String) -> Unicode.Scalar? {
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    /// Whether `scalar` is a letter or digit, which a swipe must pass over.
    private static func isSwipeable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
