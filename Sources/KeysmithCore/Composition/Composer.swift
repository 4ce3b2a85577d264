/// Turns the keys typed in a language that composes — jamo into Hangul syllables, pinyin into
/// hanzi, kana into kanji — into the text being composed and the candidates for it.
///
/// A composer is a pure function of the keys typed since the last commit, so that deleting one key
/// is composing the keys without it, and the engine keeps nothing of the composer's own. The engine
/// shows ``Composition/composing`` as marked text, types ``Composition/committed`` for good, and
/// puts ``Composition/candidates`` in the suggestion bar. ``HangulComposer`` composes by rule, with no
/// candidates; ``PinyinComposer`` converts, and its candidates may cover only the first keys, which
/// leaves the rest composing when one is chosen.
public protocol Composer: Sendable {
    /// Whether `key` — the text a key types — is one of the composer's keys. Any other key ends
    /// the composition: its text is committed as it stands, then the key types as usual.
    func accepts(_ key: String) -> Bool

    /// The composition of `keys`, typed in this order since the last commit. Every key is one the
    /// composer accepts.
    func compose(_ keys: [String]) -> Composition

    /// The keys that type `character`, in order, for the tools that type text as a person would
    /// (`keysmith simulate`); nil when the composer does not make it from its keys alone.
    func keys(typing character: Character) -> [String]?

    /// The keys that type the start of `text` for conversion, and how many of its characters they
    /// cover, for the tools that type text: they type the keys, then choose the candidates that
    /// write it. Nil when the composer converts no start of `text`; a composer without candidates
    /// leaves this to ``keys(typing:)``.
    func keys(converting text: Substring) -> (keys: [String], characterCount: Int)?

    /// Whether the composer learns which candidates the user chooses, so that the settings panel
    /// offers to forget them (Reset Learned Words). False for a composer that composes by rule.
    var learnsChoices: Bool { get }

    /// The reading a candidate chosen for `keys` is learned under, the keys it covers: by default
    /// their letters, without the separators between syllables.
    func learnedReading(of keys: [String]) -> String

    /// How many of the last of `keys` one delete takes back: by default one, the last key; a
    /// composer whose keys build one character together (a kana cycled by repeated taps) takes
    /// back that character's keys.
    func deletedKeyCount(of keys: [String]) -> Int
}

extension Composer {
    public func keys(converting text: Substring) -> (keys: [String], characterCount: Int)? { nil }

    public var learnsChoices: Bool { false }

    public func learnedReading(of keys: [String]) -> String {
        keys.joined().replacingOccurrences(of: "'", with: "")
    }

    public func deletedKeyCount(of keys: [String]) -> Int { 1 }
}

/// One candidate of a ``Composition``: the text it writes, and how many of the composing keys,
/// from the first, it writes. Choosing it types its text for good; the keys after those it covers
/// go on composing.
public struct Candidate: Sendable, Hashable {
    public var text: String
    /// How many of the composing keys, counted from the first, the candidate writes.
    public var keyCount: Int

    public init(text: String, keyCount: Int) {
        self.text = text
        self.keyCount = keyCount
    }
}

/// What a ``Composer`` makes of the keys typed since the last commit.
public struct Composition: Sendable, Hashable {
    /// The text finished by these keys, which leaves the marked text and is typed for good.
    public var committed: String
    /// The text still being composed, shown as marked text; empty when nothing is.
    public var composing: String
    /// How many of the last keys make ``composing``: the keys composed again with the next one.
    public var composingKeyCount: Int
    /// What ``composing`` may become, best first, for the candidate bar; empty for a script that
    /// composes by rule alone, such as Hangul.
    public var candidates: [Candidate]

    public init(committed: String, composing: String, composingKeyCount: Int, candidates: [Candidate] = []) {
        self.committed = committed
        self.composing = composing
        self.composingKeyCount = composingKeyCount
        self.candidates = candidates
    }
}
