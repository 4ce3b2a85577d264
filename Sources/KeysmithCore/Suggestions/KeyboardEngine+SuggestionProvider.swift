/// Giving a running keyboard another suggestion provider.
///
/// What suggestions need may arrive after the keyboard is on screen: a shell maps the lexicon and
/// reads the learned words off the main thread, and iOS hands a keyboard extension the user's text
/// replacements when it gets to it. The keyboard starts without suggestions, or with the provider it
/// had, and takes the new one when it comes:
///
/// ```swift
/// engine = engine.replacingSuggestionProvider(provider)
/// let effects = engine.adoptSuggestionProvider(in: &state)   // carry them out as any event's
/// ```
extension KeyboardEngine {
    /// This engine with `provider` in place of its ``suggestionProvider`` (nil for none), and the same
    /// configuration, behaviour, URL policy, `suggestionScheduling`, emoji and emoji popularity. Carry the state over with
    /// ``adoptSuggestionProvider(in:)``.
    public func replacingSuggestionProvider(_ provider: SuggestionProvider?) -> KeyboardEngine {
        var engine = KeyboardEngine(
            configuration: configuration, behavior: behavior, urlPolicy: urlPolicy, suggestionProvider: provider,
            suggestionScheduling: suggestionScheduling)
        engine.emojiContent = emojiContent
        engine.emojiPopularity = emojiPopularity
        return engine
    }

    /// Carries `state`, made by an engine with another suggestion provider or none, over to this
    /// engine's provider, and returns the effects to carry out.
    ///
    /// The state's learned words become the provider's ``SuggestionProvider/learnedWords``, as when a
    /// keyboard starts: to keep what was learned since, give the new provider the state's
    /// ``KeyboardState/learnedWords``; another list drops the words whose phrases were not learned
    /// yet (see `PhrasesToLearn`). The bar is then worked out again for the word before the
    /// cursor, inline or through ``KeyboardEffect/computeSuggestions(_:)`` as the scheduling says; an
    /// answer still due to the former provider's request is dropped when it comes. Without a provider
    /// the bar empties and the toolbar comes back, and delete no longer undoes the last
    /// autocorrection.
    public func adoptSuggestionProvider(in state: inout KeyboardState) -> [KeyboardEffect] {
        var update = Update(engine: self, state: state)
        if let suggestionProvider {
            // Another list of learned words (a reset, or the store's) takes the words not learned
            // yet with the list they were committed to.
            if suggestionProvider.learnedWords != update.state.suggesting.learnedWords {
                update.state.suggesting.learnedWords = suggestionProvider.learnedWords
                update.state.suggesting.phrasesToLearn = PhrasesToLearn()
            }
            update.refreshSuggestions()
        } else {
            update.state.suggesting.step(.cleared, effects: &update.effects)
            update.forgetAutomaticChanges()
        }
        state = update.state
        return update.effects
    }
}
