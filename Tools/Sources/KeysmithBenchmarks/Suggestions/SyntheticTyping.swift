import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// Types words as a person in a hurry would on a laid-out keyboard: every letter a tap at its key's
/// centre plus Gaussian noise, the key under the tap deciding what is typed. The taps may also be
/// biased, every one shifted by the same offset from the centre, as a thumb's taps are.
///
/// A letter that no key types but a long press offers (`é` on the `e` key) is typed as chosen from
/// the alternates, without noise, its tap at the centre of the key held; a letter that neither
/// offers is left out. A tap outside the keys area is moved to its edge; one that lands on a key that
/// types no letter (shift, delete, space) types nothing.
struct SyntheticTyping {
    /// The keyboard typed on.
    let geometry: KeyboardGeometry
    /// Its letter keys.
    let keys: LetterKeys
    /// The standard deviation of the noise in each direction, in points.
    let spread: Double
    /// The bias of every tap from its key's centre, in points (positive: to the right and down).
    let offset: Point
    /// The centre of the key whose long press offers each letter no key types, by lower-case letter.
    private let longPressCentres: [Character: Point]

    /// Typing on `geometry` with noise of `sigma` key widths, every tap shifted by `offset` key
    /// widths (x to the right, y down).
    init(geometry: KeyboardGeometry, sigma: Double, offset: (x: Double, y: Double) = (0, 0)) {
        self.geometry = geometry
        keys = LetterKeys(geometry: geometry)
        spread = sigma * keys.keyWidth
        self.offset = Point(x: offset.x * keys.keyWidth, y: offset.y * keys.keyWidth)
        var centres: [Character: Point] = [:]
        for laidOut in geometry.keys where laidOut.isTouchable && laidOut.key.type == .textEntry {
            for alternate in laidOut.key.modifiers where alternate.count == 1 {
                guard let letter = alternate.lowercased().first, letter.isLetter, keys.centre(of: letter) == nil,
                    centres[letter] == nil
                else { continue }
                centres[letter] = laidOut.frame.center
            }
        }
        longPressCentres = centres
    }

    /// Whether every character of `word` is a letter a key types or a long press offers.
    func canType(_ word: String) -> Bool {
        Self.letters(of: word).allSatisfy { keys.centre(of: $0) != nil || longPressCentres[$0] != nil }
    }

    /// The letters typed for `word`: in lower case, the Turkish capital `İ` as `i` (its lowercase
    /// form is `i` with a combining dot, which no key types).
    private static func letters(of word: String) -> [Character] {
        word.flatMap { $0 == "İ" ? ["i"] : Array($0.lowercased()) }
    }

    /// What typing `word` gives: the text the keys typed, in lower case, and one tap for each of its
    /// letters.
    func type(_ word: String, using generator: inout SeededGenerator) -> (typed: String, taps: [Point]) {
        let bounds = geometry.bounds
        var typed = ""
        var taps: [Point] = []
        for letter in Self.letters(of: word) {
            if keys.centre(of: letter) == nil, let held = longPressCentres[letter] {
                typed.append(letter)
                taps.append(held)
                continue
            }
            guard let centre = keys.centre(of: letter) else { continue }
            let (dx, dy) = generator.gaussianPair()
            let point = Point(
                x: min(max(centre.x + offset.x + dx * spread, bounds.minX), bounds.maxX - 0.001),
                y: min(max(centre.y + offset.y + dy * spread, bounds.minY), bounds.maxY - 0.001))
            guard let key = geometry.key(at: point), key.key.type == .textEntry,
                let output = key.key.inputText ?? key.text, output.count == 1, output.first?.isLetter == true
            else { continue }
            typed += output
            taps.append(point)
        }
        return (typed, taps)
    }
}
