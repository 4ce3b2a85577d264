/// Where the letters are on a laid-out keyboard: the centre of each key that types one letter, digit
/// or apostrophe, and the width of a typical key. Corrections use it to tell a slip onto a
/// neighbouring key from a distant one, and to weigh tap positions.
///
/// Build it once for the active geometry and keep it while the layout stays: it takes a pass over the
/// keys.
@_spi(Tooling) public struct LetterKeys: Sendable, Hashable {
    /// The folded scalar each key types (see ``Lexicon``'s case folding), parallel to `centres`.
    let scalars: [UInt32]
    /// The centre of each key's drawn frame.
    let centres: [Point]
    /// For the ASCII scalars, the index of their key in `centres`, or -1.
    let asciiIndex: [Int8]
    /// For each key, the squared distance from its centre to the nearest other centre.
    let nearestOtherCentre: [Double]
    /// The median width of the letter keys' drawn frames, in points.
    public let keyWidth: Double

    /// The letter keys of `geometry`: touchable text-entry keys whose output (`inputText`, else
    /// `text`) is a single letter, digit or apostrophe. When two keys type the same letter, the first
    /// one counts.
    public init(geometry: KeyboardGeometry) {
        var scalars: [UInt32] = []
        var centres: [Point] = []
        var widths: [Double] = []
        for laidOut in geometry.keys where laidOut.isTouchable && laidOut.key.type == .textEntry {
            guard let output = laidOut.key.inputText ?? laidOut.text, output.count == 1, let character = output.first,
                character.isLetter || character.isNumber || character.isApostrophe,
                output.unicodeScalars.count == 1, let scalar = output.unicodeScalars.first
            else { continue }
            let folded = Lexicon.fold(scalar)
            guard !scalars.contains(folded) else { continue }
            scalars.append(folded)
            centres.append(laidOut.frame.center)
            widths.append(laidOut.frame.width)
        }
        var asciiIndex = [Int8](repeating: -1, count: 128)
        for (index, scalar) in scalars.enumerated() where scalar < 128 && index < Int(Int8.max) {
            asciiIndex[Int(scalar)] = Int8(index)
        }
        widths.sort()
        self.nearestOtherCentre = centres.indices.map { index in
            var best = Double.infinity
            for (other, centre) in centres.enumerated() where other != index {
                let dx = centre.x - centres[index].x, dy = centre.y - centres[index].y
                best = min(best, dx * dx + dy * dy)
            }
            return best
        }
        self.scalars = scalars
        self.centres = centres
        self.asciiIndex = asciiIndex
        self.keyWidth = widths.isEmpty ? 0 : widths[widths.count / 2]
    }

    /// The number of letter keys found.
    var count: Int { scalars.count }

    /// The centre of the key typing `character` (any case), or nil when no key types it.
    public func centre(of character: Character) -> Point? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        return centre(ofFolded: Lexicon.fold(scalar))
    }

    /// The centre of the key typing the folded scalar `scalar`.
    func centre(ofFolded scalar: UInt32) -> Point? {
        if scalar < 128 {
            let index = Int(asciiIndex[Int(scalar)])
            return index >= 0 ? centres[index] : nil
        }
        return scalars.firstIndex(of: scalar).map { centres[$0] }
    }

    /// The squared distance from the centre of the key typing `scalar` to the nearest other centre;
    /// infinity when no key types it.
    func squaredDistanceToNearestOtherCentre(ofFolded scalar: UInt32) -> Double {
        if scalar < 128 {
            let index = Int(asciiIndex[Int(scalar)])
            return index >= 0 ? nearestOtherCentre[index] : .infinity
        }
        return scalars.firstIndex(of: scalar).map { nearestOtherCentre[$0] } ?? .infinity
    }

    /// The squared distance from `point` to the nearest key centre other than that of `excluded`.
    func squaredDistanceToNearestCentre(from point: Point, excluding excluded: UInt32) -> Double {
        var best = Double.infinity
        for (index, centre) in centres.enumerated() where scalars[index] != excluded {
            let dx = centre.x - point.x, dy = centre.y - point.y
            best = min(best, dx * dx + dy * dy)
        }
        return best
    }
}
