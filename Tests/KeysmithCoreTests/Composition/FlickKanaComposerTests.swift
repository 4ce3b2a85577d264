import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Japanese kana keypad: taps, flicks, multi-tap, ゛゜小, and conversion on the ja_Hrkt_JP keyboard")
struct FlickKanaComposerTests {
    let keypad: KanaKeypad
    let composer: FlickKanaComposer

    init() throws {
        keypad = try #require(KanaKeypad.embedded)
        let romaji = KanaComposer(
            table: try #require(RomajiTable.embedded), dictionary: try #require(KanaDictionary.embedded))
        composer = FlickKanaComposer(keypad: keypad, converter: romaji)
    }

    /// The keys of `notation`: each character one key, `→` the advance key and `゛` the ゛゜小 key.
    func keys(_ notation: String) -> [String] { notation.map(String.init) }

    func kana(_ notation: String) -> String { composer.compose(keys(notation)).composing }

    /// A session on the embedded kana keyboard.
    func session() throws -> TouchSession {
        try TouchSession(.exact, document: "‸", configuration: LanguageKeyboards.configuration("ja_Hrkt_JP"))
    }

    @Test(
        "every key's five kana: the tap and the four flicks, as the keypad data gives them",
        arguments: [
            ("あ", "あいうえお"), ("か", "かきくけこ"), ("さ", "さしすせそ"), ("た", "たちつてと"), ("な", "なにぬねの"),
            ("は", "はひふへほ"), ("ま", "まみむめも"), ("や", "や「ゆ」よ"), ("ら", "らりるれろ"), ("わ", "わをんー"),
            ("、", "、。？！"),
        ])
    func fiveKana(tap: String, expected: String) throws {
        let key = try #require(keypad.keys.first { $0.tap == tap })
        #expect(([key.tap] + key.flicks.assigned.map(\.text)).joined() == expected)
        // Each of them types itself, with one key.
        for text in expected.map(String.init) {
            #expect(keypad.keys(typing: text) == [text])
            #expect(kana(text) == text)
        }
    }

    @Test(
        "tapping one key again cycles the last kana; another key or → starts a new one",
        arguments: [
            ("ああ", "い"), ("あああああ", "お"), ("ああああああ", "ぁ"), ("ああああああああああああ", "い"), ("たたたたたた", "っ"),
            ("ややや", "よ"), ("やややや", "ゃ"), ("わわわ", "ん"), ("、、", "。"), ("、、、、", "！"), ("あ→あ", "ああ"),
            ("かかあ", "きあ"), ("かきか", "かきか"), ("かき", "かき"), ("ああ→あ", "いあ"),
        ])
    func multiTap(notation: String, expected: String) {
        #expect(kana(notation) == expected)
    }

    @Test(
        "゛゜小 cycles the last kana through its voiced, half-voiced and small forms",
        arguments: [
            ("か゛", "が"), ("か゛゛", "か"), ("は゛", "ば"), ("は゛゛", "ぱ"), ("は゛゛゛", "は"), ("つ゛", "っ"),
            ("つ゛゛", "づ"), ("つ゛゛゛", "つ"), ("や゛", "ゃ"), ("う゛゛", "ゔ"), ("あ゛", "ぁ"), ("な゛", "な"),
            ("゛か", "か"), ("か゛か", "がか"),
        ])
    func marks(notation: String, expected: String) {
        #expect(kana(notation) == expected)
    }

    @Test("delete takes back the last kana whole: its cycle, its marks and the → after it")
    func deleting() {
        #expect(composer.deletedKeyCount(of: keys("かああ")) == 2)
        #expect(composer.deletedKeyCount(of: keys("かは゛゛")) == 3)
        #expect(composer.deletedKeyCount(of: keys("か→")) == 2)
        #expect(composer.deletedKeyCount(of: keys("にか")) == 1)
        #expect(composer.deletedKeyCount(of: keys("か")) == 1)
    }

    @Test("the keypad's kana go through the romaji keyboard's conversion, each candidate covering whole kana")
    func conversion() {
        let typed = keys("ななほわわわこ゛")
        let composition = composer.compose(typed)
        #expect(composition.composing == "にほんご")
        #expect(composition.composingKeyCount == typed.count)
        #expect(composition.candidates.first?.text == "日本語")
        #expect(composition.candidates.first?.keyCount == typed.count)
        // 日本 covers に ほ ん, typed with the first six keys (ん by three taps of わ).
        #expect(composition.candidates.first { $0.text == "日本" }?.keyCount == 6)
        #expect(composer.learnedReading(of: Array(typed.prefix(6))) == "nihonn")
        let (converting, count) = composer.keys(converting: "日本語を書きます") ?? ([], 0)
        #expect(count == 8)
        #expect(composer.compose(converting).composing == "にほんごをかきます")
        #expect(composer.compose(converting).candidates.first?.text == "日本語を書きます")
    }

    @Test("a punctuation mark ends the clause before it once the next key shows its cycle is over")
    func punctuation() {
        #expect(composer.compose(keys("なな、")).committed == "")
        #expect(composer.compose(keys("なな、、")).composing == "に。")
        let next = composer.compose(keys("ななほわわわこ゛、、か"))
        #expect(next.committed == "日本語。")
        #expect(next.composing == "か")
        #expect(next.composingKeyCount == 1)
        #expect(next.candidates.first?.keyCount == 1)
    }

    @Test("a kana the tools type is its flick, then ゛゜小 as needed, with → between two taps of one key")
    func typingKana() {
        #expect(keypad.keys(typing: "が") == ["か", "゛"])
        #expect(keypad.keys(typing: "ぱ") == ["は", "゛", "゛"])
        #expect(keypad.keys(typing: "っ") == ["つ", "゛"])
        #expect(keypad.keys(typing: "ああ") == ["あ", "→", "あ"])
        #expect(keypad.keys(typing: "かき") == ["か", "き"])
        #expect(keypad.keys(typing: "x") == nil)
        #expect(keypad.taps(typing: "にほん") == ["な", "な", "は", "は", "は", "は", "は", "わ", "わ", "わ"])
        #expect(keypad.taps(typing: "ああ") == ["あ", "→", "あ"])
        #expect(keypad.taps(typing: "「") == ["「"])
        // Every kana of every cycle and mark can be typed, and reads back as itself.
        for key in keypad.keys {
            for text in key.cycle.map(String.init) {
                #expect(keypad.keys(typing: text).map { composer.compose($0).composing } == text, "\(text)")
                #expect(keypad.taps(typing: text).map { composer.compose($0).composing } == text, "\(text)")
            }
        }
    }

    @Test("on the keyboard: a tap, a flick and a multi-tap compose; → ends a cycle; delete takes a kana back")
    func keyboard() throws {
        var session = try session()
        session.tap(.label("な"))
        let finger = session.press(.label("は"))
        #expect(session.state.flickGuide?.center == "は")
        #expect(session.state.flickGuide?.selected == nil)
        session.move(finger, by: 0, 30)
        #expect(session.state.flickGuide?.selected == .down)
        #expect(session.state.flickGuide?.flicks.down == "ほ")
        session.release(finger)
        #expect(session.state.flickGuide == nil)
        #expect(session.state.composingText == "なほ")
        session.tap(.label("な"))
        session.tap(.label("な"))
        #expect(session.state.composingText == "なほに")
        session.tap(.type(.cursorRight))
        session.tap(.label("な"))
        #expect(session.state.composingText == "なほにな")
        session.tap(.type(.delete))
        #expect(session.state.composingText == "なほに")
        session.tap(.label("な"))
        session.tap(.label("な"))
        session.tap(.type(.delete))
        #expect(session.state.composingText == "なほに")
        session.tap(.label("゛゜小"))
        #expect(session.state.composingText == "なほに")
        #expect(session.settle() == "なほに‸")
    }

    @Test("the flick guide draws the pressed key's five labels, the one the finger points at selected")
    func guide() throws {
        var session = try session()
        let finger = session.press(.label("や"))
        var guide = try #require(DisplayList(model: session.model).group(.flickGuide))
        #expect(guide.texts.map(\.string) == ["や", "「", "ゆ", "」", "よ"])
        #expect(session.model.inputCallout == nil)
        session.move(finger, by: -30, 0)
        #expect(session.model.flickGuide?.selected == .left)
        guide = try #require(DisplayList(model: session.model).group(.flickGuide))
        let selected = session.model.palette.alternatesFace(selected: true)
        let left = try #require(guide.texts.first { $0.string == "「" })
        #expect(left.color == selected.foreground)
        #expect(guide.texts.first { $0.string == "や" }?.color != selected.foreground)
        session.release(finger)
        #expect(DisplayList(model: session.model).group(.flickGuide) == nil)
        #expect(session.state.composingText == "「")
    }

    @Test("typed as a person flicks, 日本語を書きます converts and commits; each flick is one touch")
    func simulated() throws {
        var session = try session()
        var typist = Typist(engine: session.engine, state: session.state)
        try typist.type("日本語を書きます")
        #expect(typist.state.typing.document.beforeInput == "日本語を書きます")
        // に ほ ん ご(こ ゛) を か き ま す: 10 touches, and the candidate.
        #expect(typist.keystrokes == 11)
        for event in typist.events { session.send(event) }
        #expect(session.settle() == "日本語を書きます‸")
    }
}
