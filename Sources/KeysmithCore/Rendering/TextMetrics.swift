/// How wide text is, estimated the same way for every shell, and the one rule by which text is
/// fitted, cut and wrapped: a shell draws what comes out at the size given, measuring nothing.
///
/// Widths come from a table of the system font's advances for printable ASCII (in thousandths of the
/// font size, close to San Francisco's and Helvetica's); other characters count as 0.6 of the size,
/// and wide ones (CJK, emoji) as a whole size. Monospaced text is 0.6 of the size a character.
public enum TextMetrics {
    /// The width of `text` at `size` points.
    public static func width(
        of text: String, size: Double, weight: TextRun.Weight = .regular, family: TextRun.FontFamily = .system
    ) -> Double {
        var thousandths = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            if case .monospaced = family {
                thousandths += 600
            } else if scalar.value >= 0x20, scalar.value < 0x7F {
                thousandths += Int(asciiAdvances[Int(scalar.value) - 0x20])
            } else {
                thousandths += scalar.value >= 0x2E80 ? 1000 : 600
            }
        }
        return Double(thousandths) / 1000 * size * weightFactor(weight)
    }

    /// The size at most `size` at which `text` fits `availableWidth`: `size` when it fits, smaller in
    /// proportion when it does not, never below the smallest readable size (or `size`, if smaller).
    public static func fittedSize(
        _ text: String, size: Double, availableWidth: Double, weight: TextRun.Weight = .regular,
        family: TextRun.FontFamily = .system
    ) -> Double {
        fittedSize(
            measuredWidth: width(of: text, size: size, weight: weight, family: family), size: size,
            availableWidth: availableWidth)
    }

    /// The fitting rule itself, for a text `measuredWidth` wide at `size`.
    public static func fittedSize(measuredWidth: Double, size: Double, availableWidth: Double) -> Double {
        guard measuredWidth > availableWidth, measuredWidth > 0 else { return size }
        return max(min(DrawingMetrics.minimumFontSize, size), size * max(availableWidth, 0) / measuredWidth)
    }

    /// `text` cut with an ellipsis to what fits `availableWidth` at `size`.
    public static func truncated(
        _ text: String, size: Double, availableWidth: Double, weight: TextRun.Weight = .regular,
        family: TextRun.FontFamily = .system
    ) -> String {
        guard width(of: text, size: size, weight: weight, family: family) > availableWidth else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, width(of: kept + "…", size: size, weight: weight, family: family) > availableWidth {
            kept = kept.dropLast()
        }
        return kept + "…"
    }

    /// `text` wrapped at spaces into lines that fit `availableWidth` at `size`, at most `maximumLines`
    /// of them; the last is cut with an ellipsis when text is left over. A word longer than a line
    /// has a line of its own.
    public static func wrapped(_ text: String, size: Double, availableWidth: Double, maximumLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, width(of: candidate, size: size) > availableWidth {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        let limit = max(1, maximumLines)
        guard lines.count > limit else { return lines }
        var kept = Array(lines.prefix(limit))
        kept[limit - 1] = truncated(kept[limit - 1] + " " + lines[limit], size: size, availableWidth: availableWidth)
        return kept
    }

    /// The baseline that centres a line of capitals and digits of `size` vertically on `midY`: half
    /// the cap height (about 0.7 of the size) below it.
    public static func baseline(centeredOn midY: Double, size: Double) -> Double {
        midY + size * 0.35
    }

    private static func weightFactor(_ weight: TextRun.Weight) -> Double {
        switch weight {
        case .regular: 1
        case .semibold: 1.05
        case .bold: 1.08
        }
    }

    /// Advances of the characters from space (U+0020) to tilde (U+007E), in thousandths of the size.
    private static let asciiAdvances: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
    ]
}
