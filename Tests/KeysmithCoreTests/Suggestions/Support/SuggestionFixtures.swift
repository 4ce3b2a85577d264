import Foundation
@_spi(Tooling) @testable import KeysmithCore

/// Small lexicons and references shared by the suggestion tests.
enum SuggestionFixtures {
    /// A lexicon built from `counts`; the tests' words are all valid, so building cannot fail.
    static func lexicon(_ counts: [String: UInt64]) throws -> Lexicon {
        let entries = counts.map { LexiconEntry(word: $0.key, count: $0.value) }
        return try Lexicon(data: Data(try LexiconBuilder.build(entries)))
    }

    /// The optimal string alignment distance, by the textbook dynamic programme, ignoring case.
    static func osaDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        for i in 1...x.count {
            for j in 1...y.count {
                var best = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[x.count][y.count]
    }

    /// The English layout of the embedded set, laid out on an iPhone in portrait.
    static let englishGeometry: KeyboardGeometry? = {
        guard let configuration = KeyboardConfiguration.embedded().value,
            let layout = configuration.layouts["English"]
        else { return nil }
        return KeyboardGeometry.layout(layout, metrics: .standard(for: .iphonePortrait), hasMultipleKeyboards: false)
    }()

    /// The centre of the key typing `letter` on the English layout.
    static func centre(of letter: Character) -> Point? {
        englishGeometry?.keys.first { $0.key.text == String(letter) }?.frame.center
    }
}
