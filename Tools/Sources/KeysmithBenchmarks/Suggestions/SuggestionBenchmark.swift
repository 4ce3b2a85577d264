import Foundation
import KeysmithCLI
@_spi(Tooling) import KeysmithCore

/// The suggestion benchmarks of `keysmith-bench suggestions`, run by `scripts/bench_suggestions.py`
/// beside Hunspell, SymSpell and marisa-trie on the same files:
///
///     keysmith-bench suggestions synthesize --words FILE --sigma S [--offset-x X --offset-y Y]
///         --seed N --output FILE
///     keysmith-bench suggestions measure --lexicon FILE --queries FILE --prefixes FILE
///         --pairs FILE --taps FILE [--rounds N]
///     keysmith-bench suggestions accuracy --lexicon FILE [--pairs FILE] [--taps FILE]
///
/// `synthesize` types each intended word of `--words` on the embedded English layout of an iPhone in
/// portrait, every letter a tap at its key's centre (shifted by `X` and `Y` key widths, for biased
/// taps) plus Gaussian noise of `S` key widths, and writes
/// `intended<TAB>typed<TAB>x,y;x,y;…` lines: what the keys hit by the taps typed, and the taps. A tap
/// outside the keys area is moved to its edge; one that lands on a key that types no letter
/// (shift, delete, space) types nothing.
///
/// `measure` prints one JSON object: load time, resident memory, correction and completion timings
/// (each query timed on its own, `--rounds` times) and accuracy on the `misspelling<TAB>correction`
/// pairs and on the synthesized taps.
///
/// `accuracy` prints the accuracy figures alone, for lists and tap files beside the timed ones.
package enum SuggestionBenchmark {
    /// A benchmark that cannot run: a file it needs cannot be read, or the layout is missing.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The lines of the file at `path`.
    static func lines(_ path: String?) throws -> [String] {
        guard let path, let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read \(path ?? "a required file")")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The embedded English layout on an iPhone in portrait, which taps are synthesized on and
    /// corrections ranked by.
    static func englishGeometry() throws -> KeyboardGeometry {
        guard let geometry = LetterLayouts.embeddedEnglish else {
            throw Failure(description: "the embedded English layout is missing")
        }
        return geometry
    }
}
