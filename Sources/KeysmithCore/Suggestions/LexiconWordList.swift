import Foundation

/// A word list in text, the input of `keysmith lexicon build`: one `word<TAB>count` per line, or
/// the word and the count separated by spaces. Blank lines and lines starting with `#` are skipped,
/// and a line may end in `\r\n`.
@_spi(Tooling) public enum LexiconWordList {
    /// The entries of every good line and a diagnostic for every bad one, in line order.
    public struct Reading: Sendable {
        public var entries: [LexiconEntry]
        public var diagnostics: [Diagnostic]
    }

    /// Reads `bytes`; `fileName` is the name diagnostics show. A bad line is reported with its line
    /// and column and reading goes on, so that one run reports every problem.
    public static func read(_ bytes: [UInt8], fileName: String) -> Reading {
        var entries: [LexiconEntry] = []
        var diagnostics: [Diagnostic] = []
        var firstLine: [String: Int] = [:]
        var lineNumber = 0
        var lineStart = 0

        func report(_ column: Int, _ message: String) {
            diagnostics.append(
                Diagnostic(
                    file: fileName, line: lineNumber, column: column, pointer: "", severity: .error, message: message))
        }

        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var contentEnd = lineEnd
            if contentEnd > lineStart, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let lineBytes = bytes[lineStart..<contentEnd]
            lineStart = lineEnd + 1

            guard let line = String(bytes: lineBytes, encoding: .utf8) else {
                report(1, "the line is not valid UTF-8")
                continue
            }
            let scalars = Array(line.unicodeScalars)
            if scalars.allSatisfy({ $0.properties.isWhitespace }) || scalars.first == "#" { continue }

            // Fields with their 1-based columns: split at the first tab if there is one, else at spaces.
            var fields: [(text: String, column: Int)] = []
            if let tab = scalars.firstIndex(of: "\t") {
                fields.append((String(String.UnicodeScalarView(scalars[..<tab])), 1))
                fields.append((String(String.UnicodeScalarView(scalars[(tab + 1)...])), tab + 2))
            } else {
                var index = 0
                while index < scalars.count {
                    while index < scalars.count, scalars[index] == " " { index += 1 }
                    guard index < scalars.count else { break }
                    let start = index
                    while index < scalars.count, scalars[index] != " " { index += 1 }
                    fields.append((String(String.UnicodeScalarView(scalars[start..<index])), start + 1))
                }
            }

            guard let word = fields.first, !word.text.isEmpty else {
                report(1, "expected a word before the count")
                continue
            }
            if let space = word.text.unicodeScalars.firstIndex(where: { $0.properties.isWhitespace }) {
                let offset = word.text.unicodeScalars.distance(from: word.text.unicodeScalars.startIndex, to: space)
                report(word.column + offset, "a word cannot contain spaces; put a tab between the word and its count")
                continue
            }
            guard fields.count >= 2 else {
                report(scalars.count + 1, "expected a count after \"\(word.text)\" (word<TAB>count)")
                continue
            }
            guard fields.count == 2 else {
                report(fields[2].column, "expected two fields, a word and a count, but found \(fields.count)")
                continue
            }
            let countField = fields[1]
            let countText = countField.text
            guard !countText.isEmpty else {
                report(countField.column, "expected a count after the tab")
                continue
            }
            guard countText.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
                if let bad = countText.unicodeScalars.firstIndex(where: { !("0"..."9").contains($0) }) {
                    let offset = countText.unicodeScalars.distance(from: countText.unicodeScalars.startIndex, to: bad)
                    report(countField.column + offset, "the count \"\(countText)\" is not a whole number of 0 or more")
                }
                continue
            }
            guard let count = UInt64(countText) else {
                report(countField.column, "the count \(countText) is too large (at most \(UInt64.max))")
                continue
            }
            let normalized = word.text.nfc
            guard normalized.unicodeScalars.count <= LexiconFormat.maximumWordLength else {
                report(word.column, "the word is longer than \(LexiconFormat.maximumWordLength) characters")
                continue
            }
            if let previous = firstLine[normalized] {
                report(word.column, "\"\(word.text)\" is already listed on line \(previous)")
                continue
            }
            firstLine[normalized] = lineNumber
            entries.append(LexiconEntry(word: normalized, count: count))
        }
        return Reading(entries: entries, diagnostics: diagnostics)
    }
}
