/// A language's quotation marks: the pair for a quotation and the pair for a quotation inside it,
/// which smart quotes type for `"` and `'`.
///
/// The table follows CLDR's `delimiters` (version 41), resolved as CLDR resolves a locale: the
/// locale's own file, then its parent (`nb` and `nn` take `no`'s), then the language's, then
/// root's English-style marks. One entry departs from CLDR on purpose: Swiss German (`de_CH`) takes
/// the guillemets Swiss typesetting uses (`«…»`, `‹…›`), where CLDR inherits German's `„…“`.
/// A test checks the table against CLDR's files when they are installed.
public struct QuotationMarks: Sendable, Hashable {
    public var start: Character
    public var end: Character
    public var alternateStart: Character
    public var alternateEnd: Character

    public init(start: Character, end: Character, alternateStart: Character, alternateEnd: Character) {
        self.start = start
        self.end = end
        self.alternateStart = alternateStart
        self.alternateEnd = alternateEnd
    }

    /// English-style marks, CLDR's root: `“…”` and `‘…’`.
    public static let standard = QuotationMarks("“”‘’")

    /// The marks of `locale` (`de`, `fr_CH`, `pt-PT`…): its region's when they differ from the
    /// language's, else the language's, else ``standard``.
    public init(locale: String?) {
        guard let tag = locale.flatMap(LanguageTag.init) else {
            self = .standard
            return
        }
        if let region = tag.regionCode, let marks = Self.table[tag.languageCode + "_" + region] {
            self = marks
        } else {
            self = Self.table[tag.languageCode] ?? .standard
        }
    }

    /// Four marks in the order start, end, alternate start, alternate end.
    init(_ marks: String) {
        let characters = Array(marks)
        precondition(characters.count == 4, "four quotation marks")
        self.init(
            start: characters[0], end: characters[1], alternateStart: characters[2], alternateEnd: characters[3])
    }

    /// The marks by CLDR locale; locales whose marks are root's are left out.
    static let table: [String: QuotationMarks] = [
        "ar": QuotationMarks("”“’‘"),
        "bg": QuotationMarks("„“„“"),
        "ca": QuotationMarks("«»“”"),
        "cs": QuotationMarks("„“‚‘"),
        "de": QuotationMarks("„“‚‘"),
        "de_CH": QuotationMarks("«»‹›"),
        "el": QuotationMarks("«»“”"),
        "es": QuotationMarks("«»“”"),
        "et": QuotationMarks("„“‚‘"),
        "fa": QuotationMarks("«»‹›"),
        "fi": QuotationMarks("””’’"),
        "fr": QuotationMarks("«»«»"),
        "fr_CA": QuotationMarks("«»”“"),
        "fr_CH": QuotationMarks("«»‹›"),
        "he": QuotationMarks("””’’"),
        "hr": QuotationMarks("„“‚‘"),
        "hu": QuotationMarks("„”»«"),
        "is": QuotationMarks("„“‚‘"),
        "it": QuotationMarks("«»“”"),
        "it_CH": QuotationMarks("«»‹›"),
        "ja": QuotationMarks("「」『』"),
        "lt": QuotationMarks("„“„“"),
        "nb": QuotationMarks("«»‘’"),
        "nn": QuotationMarks("«»‘’"),
        "nl": QuotationMarks("‘’‘’"),
        "no": QuotationMarks("«»‘’"),
        "pl": QuotationMarks("„”«»"),
        "pt_PT": QuotationMarks("«»“”"),
        "ro": QuotationMarks("„”«»"),
        "ru": QuotationMarks("«»„“"),
        "sk": QuotationMarks("„“‚‘"),
        "sl": QuotationMarks("„“‚‘"),
        "sr": QuotationMarks("„“‘‘"),
        "sv": QuotationMarks("””’’"),
        "uk": QuotationMarks("«»„“"),
        "ur": QuotationMarks("”“’‘"),
    ]
}
