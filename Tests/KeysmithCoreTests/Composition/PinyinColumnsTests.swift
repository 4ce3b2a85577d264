import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Pinyin: a key extends the conversion of the keys before it")
struct PinyinColumnsTests {
    let dictionary: PinyinDictionary

    init() throws {
        dictionary = try #require(PinyinDictionary.embedded)
    }

    @Test("typing, separating and deleting key by key converts as converting each run afresh")
    func keyByKey() {
        let extending = PinyinComposer(dictionary: dictionary, learned: { $0 == "xian" ? "西安" : nil })
        let afresh = PinyinComposer(
            dictionary: dictionary, learned: { $0 == "xian" ? "西安" : nil }, reusingColumns: false)
        // Letters of common syllables, initials alone (abbreviations), the separator, and letters
        // that start no syllable.
        let alphabet = Array("nihaozhongguoxianshijiesgzhv'i").map(String.init)
        var generator = SplitMix64(seed: 25)
        var keys: [String] = []
        for _ in 0..<240 {
            if !keys.isEmpty, keys.count >= 14 || generator.next() % 5 == 0 {
                keys.removeLast(min(keys.count, Int(generator.next() % 3) + 1))
            } else {
                keys.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            #expect(extending.compose(keys) == afresh.compose(keys), "\(keys.joined())")
        }
    }

    @Test("a run that shares nothing with the one before converts as itself")
    func unrelatedRuns() {
        let extending = PinyinComposer(dictionary: dictionary)
        let afresh = PinyinComposer(dictionary: dictionary, reusingColumns: false)
        for run in ["woshizhongguoren", "nh", "xi'anshi", "xian", "zhongg", "ivni", "woshi"] {
            let keys = run.map(String.init)
            #expect(extending.compose(keys) == afresh.compose(keys), "\(run)")
        }
    }

    @Test("the columns keep the keys' letters and separations, and a column for each letter")
    func columns() {
        var columns = PinyinColumns()
        columns.update(to: "xi'anshi".map(String.init), in: dictionary)
        #expect(columns.letters == Array("xianshi".utf8))
        #expect(columns.separations == [2])
        #expect(columns.columns.count == 7)
        // `an` is a syllable after the separation, `ian` is not one across it.
        #expect(columns.columns[3].tokens.contains { $0.start == 2 && !$0.isAbbreviated })
        #expect(!columns.columns[3].tokens.contains { $0.start < 2 })
        columns.update(to: "xi'a".map(String.init), in: dictionary)
        #expect(columns.letters == Array("xia".utf8) && columns.separations == [2] && columns.columns.count == 3)
        columns.update(to: "xia".map(String.init), in: dictionary)
        #expect(columns.separations.isEmpty)
        #expect(columns.columns[2].tokens.contains { $0.start == 0 && !$0.isAbbreviated })
    }
}
