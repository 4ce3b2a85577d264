/// Converts kana typed on the 12-key keypad of the Japanese Kana keyboard: the taps, flicks and
/// ゛゜小 key compose kana by the ``KanaKeypad``, shown as marked text, and the kana are converted
/// into kanji by the romaji keyboard's conversion (``KanaComposer``), with its dictionary, its
/// lattice and the user's choices.
///
/// Each kana is one piece of the reading handed to the conversion, so a candidate covers whole
/// kana: the keys of the kana it covers, cycles and marks included. The user's choices are learned
/// under the romaji of the kana (`nihon` for にほん), as on the romaji keyboard, so that a word
/// chosen on either ranks first on both.
public struct FlickKanaComposer: Composer {
    /// The key the → key sends while composing: it ends the multi-tap cycle of the last kana, so
    /// that the next tap of the same key types a new kana (あ → あ is ああ).
    public static let advanceKey = "→"
    /// The key the ゛゜小 key sends: it turns the last kana into its next voiced, half-voiced or
    /// small form.
    public static let markKey = "゛"

    public var learnsChoices: Bool { true }

    let keypad: KanaKeypad
    let converter: KanaComposer

    /// A composer reading the keys of `keypad` and converting their kana with `converter`.
    public init(keypad: KanaKeypad, converter: KanaComposer) {
        self.keypad = keypad
        self.converter = converter
    }

    public func accepts(_ key: String) -> Bool {
        key == Self.advanceKey || key == Self.markKey || keypad.types(key)
    }

    public func compose(_ keys: [String]) -> Composition {
        let pieces = keypad.kana(of: keys)
        // A punctuation mark ends the clause before it, as on the romaji keyboard, once a later
        // key shows that its cycle is over (、 。 ？ ！ share a key): the clause's best conversion
        // and the mark are typed for good, and the keys after them compose on their own.
        if let mark = pieces.dropLast().lastIndex(where: { !$0.text.allSatisfy(Kana.isHiragana) }) {
            let ended = pieces[mark].keyCount
            let clause = compose(Array(keys.prefix(ended)))
            let rest = compose(Array(keys.dropFirst(ended)))
            return Composition(
                committed: (clause.candidates.first?.text ?? clause.composing) + rest.committed,
                composing: rest.composing, composingKeyCount: rest.composingKeyCount, candidates: rest.candidates)
        }
        guard !pieces.isEmpty else { return Composition(committed: "", composing: "", composingKeyCount: 0) }
        let reading = KanaReading(pieces.indices.map { (pieces[$0].text, $0 + 1) })
        // The conversion counts its keys in kana, one romaji spelling each; a candidate's kana
        // become the keypad keys that typed them.
        let candidates = converter.candidates(for: reading, keys: pieces.map { romaji(of: $0.text) }).map {
            Candidate(text: $0.text, keyCount: pieces[$0.keyCount - 1].keyCount)
        }
        return Composition(
            committed: "", composing: pieces.map(\.text).joined(), composingKeyCount: keys.count,
            candidates: candidates)
    }

    /// The romaji of the kana `keys` type, by which the user's choices are learned, as on the
    /// romaji keyboard.
    public func learnedReading(of keys: [String]) -> String {
        keypad.kana(of: keys).map { romaji(of: $0.text) }.joined()
    }

    /// Delete takes back the last kana whole: every tap of its cycle, its marks and the → after it.
    public func deletedKeyCount(of keys: [String]) -> Int {
        let pieces = keypad.kana(of: keys)
        return pieces.count < 2 ? keys.count : keys.count - pieces[pieces.count - 2].keyCount
    }

    /// The keys of a kana, flicked, for the tools that type text.
    public func keys(typing character: Character) -> [String]? {
        keypad.keys(typing: String(character))
    }

    /// The keypad keys of the reading of the words at the start of `text`, as the romaji
    /// keyboard's conversion reads them, flicked.
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? {
        guard let (romaji, count) = converter.keys(converting: text) else { return nil }
        let reading = converter.table.kana(of: romaji, finishing: true).map(\.text).joined()
        return keypad.keys(typing: reading).map { ($0, count) }
    }

    /// The romaji spelling of `kana`, without separators; the kana itself when the table has none.
    private func romaji(of kana: String) -> String {
        (converter.table.keys(spelling: kana)?.joined() ?? kana).replacingOccurrences(of: "'", with: "")
    }
}
