import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Pinyin: segmentation, sentence conversion and candidates")
struct PinyinComposerTests {
    let composer: PinyinComposer

    init() throws {
        composer = PinyinComposer(dictionary: try #require(PinyinDictionary.embedded))
    }

    func keys(_ letters: String) -> [String] { letters.map(String.init) }

    func candidates(_ letters: String) -> [String] {
        composer.compose(keys(letters)).candidates.map(\.text)
    }

    @Test(
        "full syllables convert as a sentence",
        arguments: [
            ("nihao", "你好"), ("zhongguo", "中国"), ("woshizhongguoren", "我是中国人"), ("jintiantianqihenhao", "今天天气很好"),
        ])
    func sentences(letters: String, expected: String) {
        #expect(candidates(letters).first == expected)
    }

    @Test("abbreviated syllables stand for every syllable they start")
    func abbreviations() {
        // jieba's counts come from news, where 南海 is more frequent than 你好: the first choice
        // of 你好 is learned (see `learned()`), and from then on it ranks first.
        #expect(candidates("nh").prefix(10).contains("你好"))
        #expect(candidates("nh").prefix(3).allSatisfy { $0.count == 2 })
        #expect(candidates("zhongg").first == "中国")
        #expect(candidates("zg").prefix(5).contains("中国"))
    }

    @Test("xian is one syllable or two, and the apostrophe makes it two")
    func separator() {
        let xian = candidates("xian")
        #expect(xian.contains("西安"))
        #expect(xian.first != "西安")
        #expect(candidates("xi'an").first == "西安")
        #expect(!candidates("xi'an").prefix(5).contains("先"))
    }

    @Test("the composing text is the keys as typed, and every key composes")
    func composingText() {
        let composition = composer.compose(keys("xi'an"))
        #expect(composition.composing == "xi'an")
        #expect(composition.committed == "")
        #expect(composition.composingKeyCount == 5)
    }

    @Test("after the sentence come the words of the first segment, longest first, with the keys they cover")
    func firstSegment() {
        let composition = composer.compose(keys("nihaoshijie"))
        #expect(composition.candidates.first == Candidate(text: "你好世界", keyCount: 11))
        let ni = composition.candidates.first { $0.text == "你" }
        #expect(ni?.keyCount == 2)
        let nihao = composition.candidates.firstIndex { $0.text == "你好" }
        let niIndex = composition.candidates.firstIndex { $0.text == "你" }
        #expect(nihao != nil && niIndex != nil && nihao! < niIndex!)
        // A candidate after a separator covers it too: the rest starts with a letter.
        let xian = composer.compose(keys("xi'anshi")).candidates.first { $0.text == "西" }
        #expect(xian?.keyCount == 3)
    }

    @Test("what the user chose for the letters ranks first")
    func learned() {
        let composer = PinyinComposer(dictionary: self.composer.dictionary, learned: { $0 == "xian" ? "西安" : nil })
        #expect(composer.compose(keys("xian")).candidates.first?.text == "西安")
        #expect(composer.compose(keys("xianzai")).candidates.first?.text.hasPrefix("西安") == true)
        let nihao = PinyinComposer(dictionary: self.composer.dictionary, learned: { $0 == "nh" ? "你好" : nil })
        #expect(nihao.compose(keys("nh")).candidates.first?.text == "你好")
    }

    @Test("letters that start no syllable stay letters, so every run converts")
    func strayLetters() {
        let composition = composer.compose(keys("ivni"))
        #expect(composition.candidates.first?.text.hasPrefix("iv") == true)
        #expect(composer.accepts("'") && composer.accepts("q") && !composer.accepts("Q") && !composer.accepts("，"))
    }

    @Test("a separator before any letter is typed as it is")
    func leadingSeparator() {
        let composition = composer.compose(["'", "n", "i"])
        #expect(composition.committed == "'")
        #expect(composition.composing == "ni")
        #expect(composer.compose(["'"]) == Composition(committed: "'", composing: "", composingKeyCount: 0))
    }

    @Test("the tools type a word with its most frequent reading, apostrophes where pinyin writes them")
    func typingKeys() {
        #expect(composer.keys(typing: "好")?.joined() == "hao")
        #expect(composer.keys(converting: "西安很好")?.keys.joined() == "xi'anhenhao")
        #expect(composer.keys(converting: "你好，世界")?.characterCount == 2)
        #expect(composer.keys(converting: "，") == nil)
    }
}

@Suite("The word lattice and its best path")
struct WordLatticeTests {
    @Test("the best path is the cheapest sequence of words, with connection costs")
    func bestPath() {
        var lattice = WordLattice<String>(length: 3)
        lattice.add("a", from: 0, to: 1, cost: 1)
        lattice.add("bc", from: 1, to: 3, cost: 1)
        lattice.add("ab", from: 0, to: 2, cost: 0.5)
        lattice.add("c", from: 2, to: 3, cost: 1)
        #expect(lattice.bestPath()?.map(\.word) == ["ab", "c"])
        // A connection cost between "ab" and "c" makes the other path cheaper.
        let path = lattice.bestPath { previous, next in previous?.word == "ab" && next.word == "c" ? 5 : 0 }
        #expect(path?.map(\.word) == ["a", "bc"])
    }

    @Test("no path when the words leave a gap")
    func gap() {
        var lattice = WordLattice<String>(length: 3)
        lattice.add("a", from: 0, to: 1, cost: 1)
        lattice.add("c", from: 2, to: 3, cost: 1)
        #expect(lattice.bestPath() == nil)
    }
}
