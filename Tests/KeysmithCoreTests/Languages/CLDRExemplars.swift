import Foundation

/// The main exemplar characters of a language, the letters Unicode CLDR says it is written with,
/// read from CLDR's `common` folder: Debian's `unicode-cldr-core` puts it in
/// `/usr/share/unicode/cldr/common`; the environment variable `KEYSMITH_CLDR` names another.
struct CLDRExemplars {
    /// CLDR's `common` folder.
    let common: URL

    /// The folder CLDR is read from, whether or not it is there.
    static var commonFolder: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["KEYSMITH_CLDR"] ?? "/usr/share/unicode/cldr/common")
    }

    /// Whether CLDR's data is installed where it is looked for.
    static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: commonFolder.appendingPathComponent("main/root.xml").path)
    }

    /// Whether CLDR's data is installed; when it is not, records `check` as skipped for
    /// `scripts/test.sh` (``SkippedChecks``).
    static func isInstalledOrSkipped(_ check: String) -> Bool {
        SkippedChecks.unless(isInstalled, check: check, advice: installAdvice)
    }

    /// Whether a missing CLDR fails the tests instead of skipping them: in CI (`CI=true`).
    static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What to do about a missing CLDR.
    static var installAdvice: String {
        "Unicode CLDR's data is not in \(commonFolder.path): install it (Debian: sudo apt-get install unicode-cldr-core) or set KEYSMITH_CLDR to CLDR's common folder"
    }

    /// Why the exemplars of a locale cannot be had.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The main exemplar characters of `locale` (`fr_CA`, `nb`, `de_CH`), and the file they were
    /// read from. A locale whose own file has no main exemplars takes its parent's: the parent CLDR's
    /// `parentLocales` names (`nb` → `no`, `en_GB` → `en_001`), else the identifier without its last
    /// part (`fr_CA` → `fr`).
    func exemplars(of locale: String) throws -> (members: [String], file: String) {
        let parents = try parentLocales()
        var candidate: String? = locale.replacingOccurrences(of: "-", with: "_")
        while let name = candidate, name != "root" {
            let url = common.appendingPathComponent("main/\(name).xml")
            if let xml = try? String(contentsOf: url, encoding: .utf8), let pattern = Self.mainExemplars(in: xml) {
                do {
                    return (try UnicodeSetPattern.members(of: Self.unescapingXML(pattern)), url.lastPathComponent)
                } catch {
                    throw Failure(description: "\(url.path): the main exemplars cannot be read: \(error)")
                }
            }
            candidate = parents[name] ?? name.lastIndex(of: "_").map { String(name[..<$0]) }
        }
        throw Failure(description: "CLDR has no main exemplar characters for \(locale) nor for its parents")
    }

    /// CLDR's explicit parents, by locale (`nb`: `no`).
    private func parentLocales() throws -> [String: String] {
        let url = common.appendingPathComponent("supplemental/supplementalData.xml")
        let xml = try String(contentsOf: url, encoding: .utf8)
        var parents: [String: String] = [:]
        for match in xml.matches(of: #/<parentLocale\s+parent="([^"]+)"\s+locales="([^"]+)"/#) {
            for child in match.output.2.split(separator: " ") { parents[String(child)] = String(match.output.1) }
        }
        return parents
    }

    /// The pattern of the `<exemplarCharacters>` element without a `type` (the main set), if any.
    static func mainExemplars(in xml: String) -> String? {
        xml.firstMatch(of: #/<exemplarCharacters>([^<]*)</exemplarCharacters>/#).map { String($0.output.1) }
    }

    /// `text` with XML's character references and the five predefined entities replaced.
    static func unescapingXML(_ text: String) -> String {
        var result = text.replacing(#/&#x([0-9A-Fa-f]+);/#) { match in
            UInt32(match.output.1, radix: 16).flatMap(Unicode.Scalar.init).map { String($0) } ?? String(match.output.0)
        }
        result = result.replacing(#/&#([0-9]+);/#) { match in
            UInt32(match.output.1).flatMap(Unicode.Scalar.init).map { String($0) } ?? String(match.output.0)
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }
}
