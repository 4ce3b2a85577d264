/// A language as keyboards, iOS and people write it — `fr`, `fr_FR`, `pt-BR`, `zh_Hans_TW`, `EN-us`
/// — read in one place, so that every part of Keysmith takes the same text to mean the same
/// language.
///
/// A tag is a language subtag of two or three letters, then up to a few subtags of one to eight
/// letters or digits, joined by `_` or `-`. A four-letter subtag right after the language is its
/// script (`Hans`), and a subtag of two letters or three digits after that is its region (`BR`,
/// `419`); case is not significant in any of them.
///
/// ```swift
/// let tag = LanguageTag("pt-br")!
/// tag.identifier            // "pt_BR"
/// tag.languageCode          // "pt"
/// tag.lookupIdentifiers     // ["pt_BR", "pt"]
/// LanguageTag("no")!.canonicalLanguageCode   // "nb": Norwegian written as iOS writes Bokmål
/// ```
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag in lower case: `fr` for `fr_FR`, `pt` for `pt-BR`.
    public let languageCode: String
    /// The script subtag in title case (`Hans`, `Latn`), when the tag has one.
    public let scriptCode: String?
    /// The region subtag in upper case (`BR`, `419`), when the tag has one.
    public let regionCode: String?
    /// The subtags after the region (variants), in lower case.
    public let variants: [String]

    /// Reads `text`; nil when it is not a language tag (empty, a language subtag that is not two or
    /// three ASCII letters, or a subtag that is empty, too long or not letters and digits).
    public init?(_ text: String) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }.map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({ part in
                (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        var rest = parts.dropFirst()[...]
        languageCode = language.lowercased()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) {
            scriptCode = script.prefix(1).uppercased() + script.dropFirst().lowercased()
            rest = rest.dropFirst()
        } else {
            scriptCode = nil
        }
        if let region = rest.first,
            region.count == 2 && region.allSatisfy(\.isLetter) || region.count == 3 && region.allSatisfy(\.isNumber)
        {
            regionCode = region.uppercased()
            rest = rest.dropFirst()
        } else {
            regionCode = nil
        }
        variants = rest.map { $0.lowercased() }
    }

    /// The tag in Keysmith's spelling, the one its embedded languages' folders use: the subtags
    /// joined by `_` in their normal case (`pt_BR`, `zh_Hans_TW`).
    public var identifier: String { subtags.joined(separator: "_") }

    public var description: String { identifier }

    /// The tag as BCP 47 and iOS write it, the subtags joined by `-` in their normal case (`fr-FR`,
    /// `zh-Hans-TW`): the spelling of a text input mode's `primaryLanguage`.
    public var bcp47: String {
        subtags.joined(separator: "-")
    }

    /// The language code Keysmith's data files are named by: ``languageCode``, with the codes that
    /// mean the same written language as another one replaced by it — `no` (Norwegian, which iOS
    /// and Keysmith type as Bokmål) by `nb`, and the withdrawn `iw`, `in` and `ji` by `he`, `id`
    /// and `yi`.
    public var canonicalLanguageCode: String {
        Self.sameLanguage[languageCode] ?? languageCode
    }

    /// The identifiers to look data up by, most specific first, as a locale falls back: `pt_BR`
    /// then `pt`; `zh_Hans_TW`, `zh_Hans`, then `zh`. Each is spelled as ``identifier`` spells it,
    /// with the canonical language code.
    public var lookupIdentifiers: [String] {
        var result: [String] = []
        var subtags = [canonicalLanguageCode] + [scriptCode, regionCode].compactMap { $0 } + variants
        while !subtags.isEmpty {
            result.append(subtags.joined(separator: "_"))
            subtags.removeLast()
        }
        return result
    }

    /// Whether the two tags name the same written language: the same canonical language code, and
    /// not two different scripts (Simplified and Traditional Chinese are different languages for a
    /// keyboard; `zh` and `zh_Hans` are not).
    public func isSameLanguage(as other: LanguageTag) -> Bool {
        guard canonicalLanguageCode == other.canonicalLanguageCode else { return false }
        guard let script = scriptCode, let otherScript = other.scriptCode else { return true }
        return script == otherScript
    }

    /// Every subtag, in order and in its normal case.
    private var subtags: [String] { [languageCode] + [scriptCode, regionCode].compactMap { $0 } + variants }

    private static let sameLanguage = ["no": "nb", "iw": "he", "in": "id", "ji": "yi"]
}

extension LanguageTag {
    /// The language code of `text` read as a tag; for text that is not one, the part before the
    /// first `_` or `-` in lower case, so that a name that was never a language still compares as
    /// itself.
    static func languageCode(of text: String) -> String {
        LanguageTag(text)?.languageCode ?? text.prefix { $0 != "_" && $0 != "-" }.lowercased()
    }

    /// The canonical language code of `text` read as a tag (``canonicalLanguageCode``: `nb` for
    /// `no_NO`); for text that is not one, as ``languageCode(of:)`` reads it.
    static func canonicalLanguageCode(of text: String) -> String {
        LanguageTag(text)?.canonicalLanguageCode ?? languageCode(of: text)
    }

    /// `language_REGION` of a tag with a region, in its canonical language (`en_GB` for `en-gb`,
    /// `nb_NO` for `no-NO`); nil without one.
    static func regionalCode(of text: String) -> String? {
        guard let tag = LanguageTag(text), let region = tag.regionCode else { return nil }
        return tag.canonicalLanguageCode + "_" + region
    }
}
