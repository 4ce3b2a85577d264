/// Composition: the keys of a language that composes go to its composer, and everything else
/// commits the text being composed first.
extension Update {
    /// Composes `text` when the language of the layout on screen has a composer that accepts it.
    /// Returns whether it did; a key it did not compose (punctuation) has committed the best
    /// candidate, or the composing text where there are none.
    mutating func compose(_ text: String) -> Bool {
        guard let composer = engine.composer(for: state), composer.accepts(text) else {
            commitBestCandidate()
            return false
        }
        apply(state.composition.step(.typed(text, composer: composer), effects: &effects))
        return true
    }

    /// Delete while composing takes back the last key typed. Returns whether there was a
    /// composition to delete in.
    mutating func deleteInComposition() -> Bool {
        guard state.composition.isComposing, let composer = engine.composer(for: state) else { return false }
        apply(state.composition.step(.deleteBackward(composer: composer), effects: &effects))
        return true
    }

    /// Types the candidate at `index` of the candidate bar in place of the keys it covers, which
    /// the user's choices remember, and leaves the keys after them composing. Returns whether the
    /// bar showed candidates.
    mutating func chooseCandidate(_ index: Int) -> Bool {
        let composition = state.composition
        guard composition.isComposing, !composition.candidates.isEmpty, let composer = engine.composer(for: state)
        else { return false }
        if composition.candidates.indices.contains(index) {
            let chosen = composition.candidates[index]
            let keys = Array(composition.keys.prefix(chosen.keyCount).filter(composer.accepts))
            let reading = composer.learnedReading(of: keys)
            if state.suggesting.learnedWords.noteChosen(chosen.text, forReading: reading, host: state.host) {
                saveLearnedWords()
            }
        }
        apply(state.composition.step(.choose(index, composer: composer), effects: &effects))
        return true
    }

    /// Opens the candidate grid in place of the keys; fingers on the keys have nothing left to do.
    mutating func showAllCandidates() {
        guard state.composition.isComposing, !state.composition.candidates.isEmpty else { return }
        for index in state.touches.indices { state.touches[index].phase = .done }
        state.composition.step(.showAllCandidates, effects: &effects)
    }

    /// Space or punctuation ends the composition with its best candidate (the whole run converted),
    /// or with the composing text as it is where there are no candidates. Returns whether it did.
    @discardableResult
    mutating func commitBestCandidate() -> Bool {
        guard state.composition.isComposing else { return false }
        apply(state.composition.step(.commitBest, effects: &effects))
        return true
    }

    /// Leaves the composing text as ordinary text, before anything else edits the document.
    mutating func commitComposition() {
        guard state.composition.isComposing else { return }
        apply(state.composition.step(.commit, effects: &effects))
    }

    /// The host reported its text: a composition goes on while the text before the cursor still
    /// ends with it, and is forgotten otherwise (the user moved the cursor or the field).
    mutating func reconcileComposition(with document: inout TextContext) {
        guard state.composition.isComposing else { return }
        if document.selectedText.isEmpty, document.beforeInput.hasSuffix(state.composition.composing) {
            document.markedText = state.composition.composing
        } else {
            state.composition.step(.abandon, effects: &effects)
        }
    }
}

extension KeyboardEngine {
    /// The composer of the language of the layout on screen; nil for a language whose keys type
    /// their text as it is. Chinese converts with the dictionary of its script; Traditional Chinese
    /// of Taiwan (`zh_Hant_TW`) types Zhuyin, as Taiwan's standard keyboard does, and any other
    /// Chinese types pinyin. Japanese types romaji, but for the kana keyboard (`ja_Hrkt_JP`: the
    /// script its keys type is kana), whose 12-key keypad types kana, converted the same way.
    @_spi(Tooling) public func composer(for state: KeyboardState) -> (any Composer)? {
        let language = layoutLanguage(for: state)
        switch language.languageCode {
        case "ko"?: return HangulComposer()
        case "zh"?:
            guard let dictionary = PinyinDictionary.embedded(script: language.scriptCode) else { return nil }
            let learned = state.suggesting.learnedWords
            let pinyin = PinyinComposer(dictionary: dictionary, learned: { learned.chosenWord(forReading: $0) })
            let typesZhuyin = language.scriptCode == "Hant" && language.regionCode == "TW"
            return typesZhuyin ? ZhuyinComposer(pinyin: pinyin) : pinyin
        case "ja"?:
            guard let table = RomajiTable.embedded else { return nil }
            let learned = state.suggesting.learnedWords
            let romaji = KanaComposer(
                table: table, dictionary: KanaDictionary.embedded, learned: { learned.chosenWord(forReading: $0) })
            guard language.scriptCode == "Hrkt" else { return romaji }
            return KanaKeypad.embedded.map { FlickKanaComposer(keypad: $0, converter: romaji) }
        default: return nil
        }
    }
}
