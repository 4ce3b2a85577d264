/// What the language of one layout decides: its case rules, the words it elides, its direction, its
/// quotation marks, whether French spacing applies, and the titles of the keys Keysmith titles
/// itself.
///
/// Each is a function of the layout's locale (else the set's) alone, so the engine works them out
/// once for every layout when it is made (see ``LayoutLanguages``) rather than reading the locale
/// string again at every event. It is a class so that handing it out at every event, for one of its
/// fields, shares it rather than copying each of them.
final class LayoutLanguage: Sendable {
    /// The layout's `locale`, else the set's; nil when neither names one.
    let locale: String?
    /// The locale's language subtag (`ko` of `ko_KR`); nil when there is no locale.
    let languageCode: String?
    /// The locale's script subtag (`Hant` of `zh_Hant`); nil when it names none.
    let scriptCode: String?
    /// The locale's region subtag (`TW` of `zh_Hant_TW`); nil when it names none.
    let regionCode: String?
    let letterCase: LetterCase
    let elisions: Elisions
    let direction: LayoutDirection
    /// The marks smart quotes type, when the user has them on.
    let quotationMarks: QuotationMarks
    /// Whether the language is French, the only one French spacing applies to.
    let isFrench: Bool
    /// The titles of the spacebar and the return key.
    let keyTitles: KeyTitles

    init(locale: String?) {
        self.locale = locale
        letterCase = LetterCase(locale: locale)
        elisions = Elisions(locale: locale)
        direction = LayoutDirection(locale: locale)
        quotationMarks = QuotationMarks(locale: locale)
        languageCode = locale.map(LanguageTag.languageCode(of:))
        let tag = locale.flatMap(LanguageTag.init)
        scriptCode = tag?.scriptCode
        regionCode = tag?.regionCode
        isFrench = languageCode == "fr"
        keyTitles = KeyTitles.forLocale(locale)
    }

    /// The typing conventions of the language with the user's `settings`: smart quotes when they are
    /// on, French spacing when it is on and the language is French.
    func typingConventions(settings: KeyboardSettings) -> TypingConventions {
        TypingConventions(
            letterCase: letterCase, quotes: settings.smartQuotes ? quotationMarks : nil,
            frenchSpacing: settings.frenchSpacing && isFrench)
    }
}

/// The ``LayoutLanguage`` of every layout of a configuration, on the phone and on the iPad, worked
/// out once when the engine is made.
///
/// A layout's iPad variant (`NAME~iPad`) may name a locale of its own, so each layout name holds the
/// language of both; looking one up is a single dictionary lookup by the name the state holds, with
/// no name to build.
struct LayoutLanguages: Sendable {
    /// The languages of layout `name` on a phone and on an iPad.
    private struct Variants: Sendable {
        var phone: LayoutLanguage
        var pad: LayoutLanguage
    }

    private let byLayout: [String: Variants]
    /// What tells these languages from another engine's (see ``ResolvedLayoutLanguage``).
    let identity = Identity()
    /// The language of a layout the configuration does not hold: the set's.
    let fallback: LayoutLanguage

    /// An object of its own for every table, compared by identity.
    final class Identity: Sendable {}

    init(_ configuration: KeyboardConfiguration) {
        let fallback = LayoutLanguage(locale: configuration.set.locale)
        // Layouts of the same locale share one value, and the locale is read once per locale.
        var byLocale: [String: LayoutLanguage] = [:]
        func language(_ layout: KeyboardLayout?) -> LayoutLanguage {
            guard let locale = layout?.locale ?? configuration.set.locale else { return fallback }
            if let known = byLocale[locale] { return known }
            let language = LayoutLanguage(locale: locale)
            byLocale[locale] = language
            return language
        }
        let suffix = KeyboardConfiguration.iPadSuffix
        let names = Set(
            configuration.layouts.keys.map { $0.hasSuffix(suffix) ? String($0.dropLast(suffix.count)) : $0 })
        var byLayout: [String: Variants] = [:]
        for name in names {
            byLayout[name] = Variants(
                phone: language(configuration.layout(named: name, onPad: false)),
                pad: language(configuration.layout(named: name, onPad: true)))
        }
        self.byLayout = byLayout
        self.fallback = fallback
    }

    /// The language of layout `name` as `deviceClass` shows it (its `~iPad` variant on an iPad);
    /// the set's for a layout the configuration does not hold.
    func language(ofLayout name: String, deviceClass: DeviceClass) -> LayoutLanguage {
        guard let variants = byLayout[name] else { return fallback }
        return deviceClass.isPad ? variants.pad : variants.phone
    }
}

/// The language of the layout a state shows, resolved by the engine's ``LayoutLanguages``, which the
/// state keeps until its layout or device changes.
///
/// It holds the table it came from, so that a state handed to an engine of another configuration
/// looks its language up again rather than taking the former engine's. It is derived from the
/// state's layout name and device class, which the state's equality compares, so it does not count
/// in that equality.
struct ResolvedLayoutLanguage: Sendable, Equatable {
    private var table: LayoutLanguages.Identity?
    private var language: LayoutLanguage?

    /// Nothing resolved yet.
    init() {}

    init(_ language: LayoutLanguage, in languages: LayoutLanguages) {
        self.table = languages.identity
        self.language = language
    }

    /// The language resolved, when `languages` resolved it; nil otherwise.
    func language(in languages: LayoutLanguages) -> LayoutLanguage? {
        table === languages.identity ? language : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
}
