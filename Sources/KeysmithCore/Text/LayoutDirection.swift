/// Which way a language's text runs, and so which way its keyboard reads: Arabic, Hebrew, Persian
/// and Urdu from right to left, the others from left to right.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The direction of the language of `locale` (`he`, `ar_EG`, `fa-IR`…); left to right when
    /// `locale` is nil.
    public init(locale: String?) {
        let language = locale.map(LanguageTag.languageCode(of:))
        self = language.map(Self.rightToLeftLanguages.contains) == true ? .rightToLeft : .leftToRight
    }

    /// Languages written from right to left.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "fa", "ur", "he", "iw", "yi", "ps", "sd", "ug", "ckb", "dv", "syr",
    ]

    /// The direction of the text right before the cursor: that of the nearest letter before it on the
    /// same line (Unicode's strong directional characters: letters of a right-to-left script, or of
    /// any other). Nil when the line holds no letter before the cursor.
    static func ofText(before text: String) -> LayoutDirection? {
        for scalar in text.unicodeScalars.reversed() {
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" { return nil }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                return isRightToLeft(scalar) ? .rightToLeft : .leftToRight
            default:
                continue
            }
        }
        return nil
    }

    /// The direction a label of this direction's keyboard is laid out in, by Unicode's bidirectional
    /// algorithm as far as a one-line label needs it: the direction of its strong characters (letters,
    /// the punctuation of right-to-left scripts such as `؟`, and the marks U+200E, U+200F and U+061C)
    /// when they all run one way; otherwise, for a label of neutral characters and digits only (`.`,
    /// `١٢٣`, `#+=`) or of both directions, the paragraph direction of the keyboard's language, `self`.
    /// Arabic-Indic digits and punctuation then read from right to left on an Arabic keyboard, and an
    /// English name in its list of languages from left to right.
    public func paragraphDirection(of text: String) -> LayoutDirection {
        var found: LayoutDirection?
        for scalar in text.unicodeScalars {
            let strong: LayoutDirection
            switch scalar.value {
            case 0x200E: strong = .leftToRight
            case 0x200F, 0x061C: strong = .rightToLeft
            // Punctuation of the right-to-left scripts is strong too (`؟`, `؛`, Hebrew's maqaf and
            // geresh), but for the few that are separators or number signs (`،`, `٪`, `٫`, `٬`).
            case 0x060C, 0x0609, 0x060A, 0x066A...0x066C: continue
            default:
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                    strong = Self.isRightToLeft(scalar) ? .rightToLeft : .leftToRight
                case .otherPunctuation, .dashPunctuation, .otherSymbol:
                    guard Self.isRightToLeft(scalar) else { continue }
                    strong = .rightToLeft
                default:
                    continue
                }
            }
            if let found, found != strong { return self }
            found = strong
        }
        return found ?? self
    }

    /// Whether a letter belongs to a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko,
    /// Samaritan, Mandaic and their presentation forms, and the right-to-left blocks beyond the
    /// Basic Multilingual Plane.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
