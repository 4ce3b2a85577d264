import Foundation

/// The 12-key kana keypad of iOS's Japanese Kana keyboard, as data (`KanaKeypad.json` in the
/// embedded lexicons): each key's tap, its four flicks and its multi-tap cycle, and the cycles of
/// the ゛゜小 key.
///
/// It reads the keys typed on the keypad as kana (`kana(of:)`): a key's tap types its first
/// kana, and tapping the same key again cycles the last kana through the key's cycle (あ い う え
/// お ぁ …) until another key, or the → key (``FlickKanaComposer/advanceKey``), ends the cycle; a
/// flick types its kana at once; the ゛゜小 key (``FlickKanaComposer/markKey``) turns the last kana
/// into the next form of its mark cycle (か が, は ば ぱ, つ っ づ).
public struct KanaKeypad: Sendable {
    /// One key of the keypad, as the file has it.
    public struct KeypadKey: Sendable, Hashable, Decodable {
        /// What a tap types, and the key's label.
        public var tap: String
        /// What a flick types, by direction.
        public var flicks: KeyFlicks
        /// What repeated taps type, in turn, from the tap.
        public var cycle: String
    }

    /// The keys, in the order of the file.
    public let keys: [KeypadKey]
    /// The multi-tap cycle of each key, by its tap.
    let cycles: [String: [String]]
    /// The form each kana takes when the ゛゜小 key is tapped after it.
    let nextMarked: [String: String]
    /// The fewest keys that type each kana or mark the keypad types, for the tools.
    let strokes: [String: [String]]

    /// A keypad of `keys`, whose ゛゜小 key cycles each of `marks` (a kana, then its other forms).
    init(keys: [KeypadKey], marks: [String]) {
        self.keys = keys
        var cycles: [String: [String]] = [:]
        var strokes: [String: [String]] = [:]
        for key in keys {
            cycles[key.tap] = key.cycle.map(String.init)
            strokes[key.tap] = [key.tap]
            for (_, text) in key.flicks.assigned where strokes[text] == nil { strokes[text] = [text] }
        }
        var nextMarked: [String: String] = [:]
        for mark in marks {
            let forms = mark.map(String.init)
            for (index, form) in forms.enumerated() { nextMarked[form] = forms[(index + 1) % forms.count] }
            guard let base = forms.first, let typed = strokes[base] else { continue }
            for (count, form) in forms.enumerated().dropFirst() where strokes[form] == nil {
                strokes[form] = typed + Array(repeating: FlickKanaComposer.markKey, count: count)
            }
        }
        self.cycles = cycles
        self.nextMarked = nextMarked
        self.strokes = strokes
    }

    /// Reads a keypad file: a JSON object with `keys` (each a `tap`, its `flicks` and its `cycle`)
    /// and `marks` (each a kana followed by the forms the ゛゜小 key turns it into).
    @_spi(Tooling) public init(data: Data) throws {
        struct File: Decodable {
            var keys: [KeypadKey]
            var marks: [String]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw KanaDictionaryError("the kana keypad is not valid: \(error.localizedDescription)")
        }
        for (index, key) in file.keys.enumerated() where key.cycle.first.map(String.init) != key.tap {
            throw KanaDictionaryError("key \(index) of the kana keypad does not start its cycle with its tap")
        }
        for (index, mark) in file.marks.enumerated() where mark.count < 2 {
            throw KanaDictionaryError("mark cycle \(index) of the kana keypad has fewer than two forms")
        }
        self.init(keys: file.keys, marks: file.marks)
    }

    /// The keypad that ships inside Keysmith, read once; nil when the build lacks it.
    @_spi(Tooling) public static let embedded: KanaKeypad? = {
        guard let url = EmbeddedLexicons.folder?.appendingPathComponent("KanaKeypad.json"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? KanaKeypad(data: data)
    }()

    /// Whether `key` is one the keypad types: a tap, a flick, or a form the ゛゜小 key makes.
    func types(_ key: String) -> Bool {
        strokes[key] != nil
    }

    /// The kana `keys` type, as pieces: each piece's text and how many keys, from the first, type
    /// it and the pieces before it. The → and ゛゜小 keys belong to the kana before them; before any
    /// kana they change nothing, and belong to the first.
    func kana(of keys: [String]) -> [(text: String, keyCount: Int)] {
        var pieces: [(text: String, keyCount: Int)] = []
        // The tap key whose cycle the last kana is in, and where in it.
        var cycling: (tap: String, position: Int)?
        for (index, key) in keys.enumerated() {
            let count = index + 1
            let last = pieces.indices.last
            if key == FlickKanaComposer.advanceKey || key == FlickKanaComposer.markKey {
                cycling = nil
                guard let last else { continue }
                let text = key == FlickKanaComposer.markKey ? nextMarked[pieces[last].text] : nil
                pieces[last] = (text ?? pieces[last].text, count)
            } else if let cycle = cycles[key], let current = cycling, current.tap == key, let last {
                let position = (current.position + 1) % cycle.count
                pieces[last] = (cycle[position], count)
                cycling = (key, position)
            } else {
                pieces.append((key, count))
                cycling = cycles[key] != nil ? (key, 0) : nil
            }
        }
        return pieces
    }

    /// The keys that type `text` as a person who flicks does: each kana by its tap or flick, then
    /// the ゛゜小 key as often as its form needs, with the → key between two taps of one key so
    /// that the second starts a new kana. Nil when the keypad does not type a character of it.
    func keys(typing text: String) -> [String]? {
        var keys: [String] = []
        for character in text {
            guard let typed = strokes[String(character)], let first = typed.first else { return nil }
            if cycles[first] != nil, keys.last == first { keys.append(FlickKanaComposer.advanceKey) }
            keys += typed
        }
        return keys
    }

    /// The taps that type `text` on the keypad without flicks, as toggle input does: each kana's
    /// place in its key's cycle, or its base's and then the ゛゜小 key, with the → key between two
    /// kana of one key; a flick that is in no cycle (「 」) is flicked. Nil when the keypad does
    /// not type a character of it.
    func taps(typing text: String) -> [String]? {
        var taps: [String] = []
        for character in text {
            guard let typed = strokes[String(character)], let first = typed.first else { return nil }
            // A flick in no cycle (the brackets of the や key) stays a flick.
            guard let (tap, position) = cyclePlace(of: first) else {
                taps += typed
                continue
            }
            if taps.last == tap { taps.append(FlickKanaComposer.advanceKey) }
            taps += Array(repeating: tap, count: position + 1) + typed.dropFirst()
        }
        return taps
    }

    /// The key whose cycle has `kana`, and its place there.
    private func cyclePlace(of kana: String) -> (tap: String, position: Int)? {
        for key in keys {
            if let position = cycles[key.tap]?.firstIndex(of: kana) { return (key.tap, position) }
        }
        return nil
    }
}
