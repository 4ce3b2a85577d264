import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

/// The composition feature, typing random sequences of jamo and backspaces into a document, ends
/// with the text and the marked text libhangul's 2-set keyboard ends with.
///
/// The sequences and libhangul's results are in `Fixtures/Hangul/libhangul-2set.json`, written by
/// `scripts/hangul_reference.py`, which runs libhangul (Debian's `libhangul1`) and checks with
/// `--check` that it still agrees with the file. The test reads only that file.
@Suite("Hangul: agreement with libhangul")
struct LibhangulAgreementTests {
    struct Reference: Decodable {
        struct Case: Decodable {
            var keys: String
            var text: String
            var composing: String
        }
        var cases: [Case]
    }

    static let backspace: Character = "⌫"

    @Test("every generated sequence types what libhangul types, with its preedit marked")
    func agreement() throws {
        let url = TestFiles.fixtures.appendingPathComponent("Hangul/libhangul-2set.json")
        let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
        #expect(reference.cases.count >= 1000)
        var disagreements: [String] = []
        for sample in reference.cases {
            var composition = CompositionState()
            var document = InMemoryTextDocument()
            var effects: [KeyboardEffect] = []
            for key in sample.keys {
                if key == Self.backspace {
                    document.apply(
                        composition.isComposing
                            ? composition.step(.deleteBackward(composer: HangulComposer()), effects: &effects)
                            : [.deleteBackward(count: 1)])
                } else {
                    document.apply(
                        composition.step(.typed(String(key), composer: HangulComposer()), effects: &effects))
                }
            }
            if document.text != sample.text || document.contents.markedText != sample.composing {
                disagreements.append(
                    "\(sample.keys): \(document.text) (marked \(document.contents.markedText)), libhangul \(sample.text) (preedit \(sample.composing))"
                )
            }
            #expect(effects.isEmpty)
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }
}
