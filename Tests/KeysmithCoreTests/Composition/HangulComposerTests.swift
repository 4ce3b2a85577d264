import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Hangul: syllables composed from the jamo of the 2-set keyboard")
struct HangulComposerTests {
    let composer = HangulComposer()

    /// The composition of `jamo`, one key a character.
    func compose(_ jamo: String) -> Composition {
        composer.compose(jamo.map(String.init))
    }

    @Test("an initial, a vowel and a final make one syllable by Unicode arithmetic")
    func syllable() {
        #expect(compose("ㅎ") == Composition(committed: "", composing: "ㅎ", composingKeyCount: 1))
        #expect(compose("ㅎㅏ") == Composition(committed: "", composing: "하", composingKeyCount: 2))
        #expect(compose("ㅎㅏㄴ") == Composition(committed: "", composing: "한", composingKeyCount: 3))
        #expect(compose("ㅎㅏㄴㄱ") == Composition(committed: "한", composing: "ㄱ", composingKeyCount: 1))
        #expect(compose("ㄲㅒㅆ").composing == "꺴")
    }

    @Test("a vowel after a final takes it as the next syllable's initial")
    func finalMoves() {
        #expect(compose("ㄱㅏㄱㅏ") == Composition(committed: "가", composing: "가", composingKeyCount: 2))
        #expect(compose("ㅇㅏㄴㄴㅕㅇ") == Composition(committed: "안", composing: "녕", composingKeyCount: 3))
        #expect(compose("ㄱㅏㄲㅏ") == Composition(committed: "가", composing: "까", composingKeyCount: 2))
    }

    @Test(
        "two finals make a double final, whose second consonant a vowel takes",
        arguments: zip(
            ["ㄱㅅ", "ㄴㅈ", "ㄴㅎ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ", "ㄹㅅ", "ㄹㅌ", "ㄹㅍ", "ㄹㅎ", "ㅂㅅ"],
            ["갃", "갅", "갆", "갉", "갊", "갋", "갌", "갍", "갎", "갏", "값"]))
    func doubleFinals(finals: String, syllable: String) {
        #expect(compose("ㄱㅏ" + finals).composing == syllable)
        let first = String(finals.first!)
        let second = String(finals.last!)
        let split = compose("ㄱㅏ" + finals + "ㅏ")
        #expect(split.committed == compose("ㄱㅏ" + first).composing)
        #expect(split.composing == compose(second + "ㅏ").composing)
        #expect(split.composingKeyCount == 2)
    }

    @Test(
        "two vowels make a compound vowel",
        arguments: zip(["ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅜㅓ", "ㅜㅔ", "ㅜㅣ", "ㅡㅣ"], ["과", "괘", "괴", "궈", "궤", "귀", "긔"]))
    func compoundVowels(vowels: String, syllable: String) {
        #expect(compose("ㄱ" + vowels).composing == syllable)
        #expect(compose(vowels).composingKeyCount == 2)
    }

    @Test("anything else starts a new syllable")
    func newSyllable() {
        // A repeated consonant is not a tense one: those are the shifted keys.
        #expect(compose("ㄱㄱ") == Composition(committed: "ㄱ", composing: "ㄱ", composingKeyCount: 1))
        // ㄸ ㅃ ㅉ are never finals.
        #expect(compose("ㄱㅏㄸ") == Composition(committed: "가", composing: "ㄸ", composingKeyCount: 1))
        // A vowel that does not combine.
        #expect(compose("ㄱㅏㅗ") == Composition(committed: "가", composing: "ㅗ", composingKeyCount: 1))
        // A consonant after a lone vowel.
        #expect(compose("ㅏㄱ") == Composition(committed: "ㅏ", composing: "ㄱ", composingKeyCount: 1))
        // A third final.
        #expect(compose("ㄷㅏㄹㄱㄱ") == Composition(committed: "닭", composing: "ㄱ", composingKeyCount: 1))
    }

    @Test("two consonants of a double final make it on their own, and a vowel takes the second")
    func loneDoubleFinal() {
        #expect(compose("ㄱㅅ") == Composition(committed: "", composing: "ㄳ", composingKeyCount: 2))
        #expect(compose("ㄱㅅㅏ") == Composition(committed: "ㄱ", composing: "사", composingKeyCount: 2))
        #expect(compose("ㄱㅅㄱ") == Composition(committed: "ㄳ", composing: "ㄱ", composingKeyCount: 1))
        #expect(compose("ㄲㅅ") == Composition(committed: "ㄲ", composing: "ㅅ", composingKeyCount: 1))
    }

    @Test("a lone compound vowel is shown as its compatibility jamo")
    func loneVowel() {
        #expect(compose("ㅗㅏ").composing == "ㅘ")
        #expect(compose("ㅡㅣ").composing == "ㅢ")
    }

    @Test("taking back the last key goes back one jamo")
    func oneJamoAtATime() {
        let keys = "ㄷㅏㄹㄱ".map(String.init)
        let shown = (0...keys.count).reversed().map { composer.compose(Array(keys.prefix($0))).composing }
        #expect(shown == ["닭", "달", "다", "ㄷ", ""])
        let compound = "ㄱㅗㅏ".map(String.init)
        #expect(composer.compose(Array(compound.dropLast())).composing == "고")
    }

    @Test("only jamo keys are the composer's")
    func accepts() {
        #expect(composer.accepts("ㄱ"))
        #expect(composer.accepts("ㅒ"))
        #expect(!composer.accepts("ㅘ"))
        #expect(!composer.accepts("ㄳ"))
        #expect(!composer.accepts("가"))
        #expect(!composer.accepts("a"))
        #expect(!composer.accepts("ㄱㄱ"))
        #expect(composer.keys(typing: "ㄳ") == ["ㄱ", "ㅅ"])
        #expect(composer.keys(typing: "a") == nil)
    }

    @Test("every one of the 11,172 syllables is typed again from its keys")
    func everySyllable() throws {
        for value in UInt32(0xAC00)...UInt32(0xD7A3) {
            let syllable = Character(try #require(Unicode.Scalar(value)))
            let keys = try #require(composer.keys(typing: syllable))
            #expect(keys.allSatisfy(composer.accepts), "\(syllable)")
            let composition = composer.compose(keys)
            #expect(composition.committed + composition.composing == String(syllable), "\(syllable) from \(keys)")
        }
    }

    @Test("a text is typed again from the keys of its syllables, one after another")
    func textFromKeys() throws {
        for text in ["안녕하세요", "닭갈비", "값이", "읽었어요", "괜찮아요", "없었던", "의자", "뷁"] {
            let keys = try text.flatMap { try #require(composer.keys(typing: $0)) }
            let composition = composer.compose(keys)
            #expect(composition.committed + composition.composing == text)
        }
    }
}
