import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Quotation marks: the table, looked up by locale and checked against CLDR")
struct QuotationMarksTests {
    /// Where Debian's `unicode-cldr-core` puts CLDR's common data.
    static let cldr = URL(fileURLWithPath: "/usr/share/unicode/cldr/common")

    /// Entries that depart from CLDR on purpose, with the reason in ``QuotationMarks``.
    static let deliberateDepartures: Set<String> = ["de_CH"]

    @Test("a locale finds its region's marks, else its language's, else the English-style ones")
    func lookup() {
        #expect(QuotationMarks(locale: "de_AT") == QuotationMarks(locale: "de"))
        #expect(QuotationMarks(locale: "de-CH").start == "«")
        #expect(QuotationMarks(locale: "pt_BR") == .standard)
        #expect(QuotationMarks(locale: "pt-PT").start == "«")
        #expect(QuotationMarks(locale: "fr_FR").alternateStart == "«")
        #expect(QuotationMarks(locale: "fr_CA").alternateStart == "”")
        #expect(QuotationMarks(locale: "sr-Latn-RS") == QuotationMarks(locale: "sr"))
        #expect(QuotationMarks(locale: "xx") == .standard)
        #expect(QuotationMarks(locale: nil) == .standard)
    }

    @Test(
        "the table matches CLDR's delimiters, resolved through parents, for every locale it lists and the issue's",
        .enabled(
            if: SkippedChecks.unless(
                FileManager.default.fileExists(atPath: cldr.appendingPathComponent("main/root.xml").path),
                check: "the quotation marks against CLDR's delimiters (QuotationMarksTests)",
                advice: "Unicode CLDR's data is not in \(cldr.path) (Debian: sudo apt-get install unicode-cldr-core)")))
    func matchesCLDR() throws {
        let resolver = try CLDRDelimiters(common: Self.cldr)
        let locales = Set(QuotationMarks.table.keys).union([
            "en", "en_GB", "fr_CA", "de_AT", "es", "it", "pt", "pt_BR", "nl", "sv", "da", "nb", "fi", "pl", "cs",
            "tr", "ru", "uk", "el", "he", "ar",
        ])
        for locale in locales.sorted() where !Self.deliberateDepartures.contains(locale) {
            let expected = try resolver.marks(for: locale)
            #expect(QuotationMarks(locale: locale) == expected, "\(locale)")
        }
    }
}

/// CLDR's quotation marks for a locale, read from its XML files and resolved as CLDR resolves
/// them: each of the four marks from the locale, then its parent (`parentLocales`, else the locale
/// without its last part), down to root.
private struct CLDRDelimiters {
    let main: URL
    let parents: [String: String]

    init(common: URL) throws {
        main = common.appendingPathComponent("main")
        let supplemental = try String(
            contentsOf: common.appendingPathComponent("supplemental/supplementalData.xml"), encoding: .utf8)
        var parents: [String: String] = [:]
        let pattern = try NSRegularExpression(pattern: #"<parentLocale parent="([^"]+)" locales="([^"]+)""#)
        let range = NSRange(supplemental.startIndex..., in: supplemental)
        for match in pattern.matches(in: supplemental, range: range) {
            guard let parent = Range(match.range(at: 1), in: supplemental),
                let locales = Range(match.range(at: 2), in: supplemental)
            else { continue }
            for locale in supplemental[locales].split(separator: " ") {
                parents[String(locale)] = String(supplemental[parent])
            }
        }
        self.parents = parents
    }

    func marks(for locale: String) throws -> QuotationMarks {
        let names = ["quotationStart", "quotationEnd", "alternateQuotationStart", "alternateQuotationEnd"]
        var found: [String: Character] = [:]
        var current: String? = locale
        while let name = current, found.count < names.count {
            let url = main.appendingPathComponent(name + ".xml")
            if let xml = try? String(contentsOf: url, encoding: .utf8),
                let start = xml.range(of: "<delimiters>"), let end = xml.range(of: "</delimiters>")
            {
                let block = xml[start.upperBound..<end.lowerBound]
                for field in names where found[field] == nil {
                    let pattern = try NSRegularExpression(pattern: "<\(field)(?: [^>]*)?>(.)</\(field)>")
                    let text = String(block)
                    if let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                        let range = Range(match.range(at: 1), in: text)
                    {
                        found[field] = text[range].first
                    }
                }
            }
            current = name == "root" ? nil : parents[name] ?? parent(of: name)
        }
        guard let start = found[names[0]], let end = found[names[1]], let alternateStart = found[names[2]],
            let alternateEnd = found[names[3]]
        else { throw CLDRError(locale: locale) }
        return QuotationMarks(start: start, end: end, alternateStart: alternateStart, alternateEnd: alternateEnd)
    }

    private func parent(of locale: String) -> String {
        guard let cut = locale.lastIndex(of: "_") else { return "root" }
        return String(locale[..<cut])
    }

    struct CLDRError: Error {
        var locale: String
    }
}
