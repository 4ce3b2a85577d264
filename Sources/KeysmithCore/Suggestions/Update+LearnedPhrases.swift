/// Learning phrases: each word the user commits is noted with the words before it in its sentence
/// (``LearnedPhrases``), under the rules of learned words (``LearnedWords/notePhrase(_:host:)``).
///
/// The event that commits the word only records where it ended; the phrase is read and noted with
/// the next answer to a suggestion request (see ``PhrasesToLearn``), off the touch path when the
/// search is deferred.
extension Update {
    /// How many noted words the learned phrases may hold back from the store: they are saved with
    /// every change to the learned words, and otherwise every this many words, so that typing does
    /// not write the file on every space. A keyboard killed in between forgets at most these.
    static let phraseSaveInterval = 16

    /// Records that `word`, just committed, ends `text` (the text before the cursor), for its phrase
    /// to be learned with the next suggestions. Nothing is recorded where the field does not allow
    /// learning.
    mutating func learnPhrase(endingWith text: String, word: String) {
        guard suggestsWords, state.host.allowsLearning else { return }
        state.suggesting.phrasesToLearn.record(text: text, word: word)
    }

    /// Saves the learned words (``KeyboardEffect/saveLearnedWords(_:)``). While word ends wait for
    /// their phrases, the answer that brings them saves again, so that the file has the phrases of
    /// the words it has.
    mutating func saveLearnedWords() {
        effects.append(.saveLearnedWords(state.suggesting.learnedWords))
        if !state.suggesting.phrasesToLearn.isEmpty { state.suggesting.phrasesToLearn.isSaveDue = true }
    }

    /// Notes the phrases `response` read at the word ends its request carried, those not learned
    /// from an earlier answer. The answer's suggestions already weigh them, so they do not ask for
    /// new ones at the end of the event.
    mutating func learnPhrases(readBy response: SuggestionResponse) {
        guard let last = response.phrasesReadThrough else { return }
        let isSaveDue = state.suggesting.phrasesToLearn.isSaveDue
        let phrases = state.suggesting.phrasesToLearn.take(response.phrases, readThrough: last)
        guard !phrases.isEmpty else { return }
        var saves = isSaveDue
        for phrase in phrases where state.suggesting.learnedWords.notePhrase(phrase.words) {
            saves = saves || state.suggesting.learnedWords.phrases.clock % Self.phraseSaveInterval == 0
        }
        learnedFromAnswer = true
        if saves { effects.append(.saveLearnedWords(state.suggesting.learnedWords)) }
    }

    /// Takes the answer to a request made in this event, or sent back by the shell: learns the
    /// phrases it read, and shows its suggestions if the bar awaits them (`awaited`) or if they were
    /// worked out inline.
    mutating func takeSuggestions(_ response: SuggestionResponse, inline: Bool) {
        learnPhrases(readBy: response)
        if inline {
            state.suggesting.bar = response.result
            state.suggesting.requests.stopWaiting()
        } else {
            state.suggesting.step(.computed(response), effects: &effects)
        }
    }
}
