/// One keyboard at work: the engine, its state and the host's document, joined. Every event goes
/// through ``send(_:)``, which hands it to the engine and carries out the effects in order over the
/// session's I/O (``SessionServices``); deferred work goes to the scheduler, whose answers come back
/// as events of their own, and ticks run while the state needs them.
///
/// A turn is never re-entered: an event that arrives while one is being carried out (an answer an
/// ``ImmediateScheduler`` gives at once, an event a shell sends from an effect) waits for it to
/// finish, so that effects are always carried out in the order they came. After each turn the
/// session reports what happened to ``onTurn``, for a shell to redraw.
///
/// The suggestion provider may come after the keyboard appeared, and change
/// (``replaceSuggestionProvider(_:)``, ``updateTextReplacements(_:)``). A session is used from one
/// thread or actor at a time, the one its scheduler answers on.
public final class KeyboardSession<Document: KeyboardDocument> {
    /// The engine; it changes only when the suggestion provider or emoji popularity does.
    public private(set) var engine: KeyboardEngine
    public private(set) var state: KeyboardState
    /// The host's text field.
    public private(set) var document: Document
    /// The session's I/O; a shell may swap a service while the keyboard runs (a learned-word store
    /// once its words are read, say), but keeps the scheduler it started with, which holds its ticks.
    public var services: SessionServices
    /// Problems carrying out effects (a store that could not save), each once, oldest first.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Called after every turn, once its effects are carried out.
    public var onTurn: ((SessionTurn) -> Void)?

    private var queuedTurns: [Turn] = []
    private var isTakingTurn = false
    private var isTicking = false

    /// One turn of the session: an event for the engine, or a change of what the engine suggests with.
    private enum Turn {
        case event(KeyboardEvent)
        /// Another provider, or none, with its own learned words.
        case suggestionProvider(SuggestionProvider?)
        /// The same provider with these text replacements, keeping the words learned so far.
        case textReplacements([TextReplacement])
        /// What ranks the emoji page's search.
        case emojiPopularity(EmojiPopularity?)
    }

    /// A session of `engine` from `state`, editing `document` and reaching the rest through
    /// `services`. The engine's picture of the document is the state's: send
    /// ``KeyboardEvent/documentChanged(_:)`` when the field holds text the state does not show.
    public init(engine: KeyboardEngine, state: KeyboardState, document: Document, services: SessionServices) {
        self.engine = engine
        self.state = state
        self.document = document
        self.services = services
        updateTicking()
    }

    /// What the keyboard draws now.
    public var model: KeyboardRenderModel { engine.render(state) }

    /// The user's settings, as the engine's panels change them.
    public var settings: KeyboardSettings { state.settings }

    // MARK: Turns

    /// Hands `event` to the engine and carries out what it says; an event sent while another is
    /// being carried out follows it.
    public func send(_ event: KeyboardEvent) {
        take(.event(event))
    }

    /// Sends a tick at the clock's time, as the scheduler does every frame while the state needs it.
    public func tick() {
        send(.tick(time: services.clock.now))
    }

    /// Gives the engine another suggestion provider, or none, once what it needs has loaded; the state
    /// takes the provider's learned words, and the bar is worked out again for the word being typed.
    public func replaceSuggestionProvider(_ provider: SuggestionProvider?) {
        take(.suggestionProvider(provider))
    }

    /// Gives the suggestion provider the user's text replacements, as they arrive, keeping the words
    /// learned so far. Without a provider there is nothing to give them to.
    public func updateTextReplacements(_ replacements: [TextReplacement]) {
        take(.textReplacements(replacements))
    }

    /// Ranks the emoji page's search with `popularity` from now on.
    public func replaceEmojiPopularity(_ popularity: EmojiPopularity?) {
        take(.emojiPopularity(popularity))
    }

    /// Sends `hostChanged` when the host's context differs from the engine's.
    public func update(host context: HostContext) {
        if context != state.host { send(.hostChanged(context)) }
    }

    /// Sends `deviceChanged` when the device class differs from the engine's.
    public func update(deviceClass: DeviceClass) {
        if deviceClass != state.deviceClass { send(.deviceChanged(deviceClass)) }
    }

    /// Changes the host's document outside the engine (the host edits its field, or the shell wraps
    /// a new one), without telling the engine: send ``KeyboardEvent/documentChanged(_:)`` for that.
    public func withDocument<Result>(_ body: (inout Document) throws -> Result) rethrows -> Result {
        try body(&document)
    }

    /// Stops the ticks; the session can be dropped afterwards, or go on when the next event comes.
    public func stop() {
        if isTicking { services.scheduler.stopTicking() }
        isTicking = false
    }

    /// Takes `turn` now, or after the turn being taken and those already waiting.
    private func take(_ turn: Turn) {
        queuedTurns.append(turn)
        guard !isTakingTurn else { return }
        isTakingTurn = true
        defer { isTakingTurn = false }
        while !queuedTurns.isEmpty {
            carryOut(queuedTurns.removeFirst())
        }
    }

    private func carryOut(_ turn: Turn) {
        let before = state.document
        var effects: [KeyboardEffect]
        switch turn {
        case .event(let event):
            effects = engine.handle(event, state: &state)
        case .suggestionProvider(let provider):
            engine = engine.replacingSuggestionProvider(provider)
            effects = engine.adoptSuggestionProvider(in: &state)
        case .textReplacements(let replacements):
            guard var provider = engine.suggestionProvider else { return }
            provider.textReplacements = replacements
            provider.learnedWords = state.learnedWords
            engine = engine.replacingSuggestionProvider(provider)
            effects = engine.adoptSuggestionProvider(in: &state)
        case .emojiPopularity(let popularity):
            engine.emojiPopularity = popularity
            effects = []
        }
        if let actual = perform(effects) {
            // The engine's picture is replaced by the field as it is; what that asks is carried out
            // too, but a second disagreement waits for the next event.
            let corrections = engine.handle(.documentChanged(actual), state: &state)
            _ = perform(corrections)
            effects += corrections
        }
        updateTicking()
        onTurn?(SessionTurn(effects: effects, documentChanged: state.document != before))
    }

    // MARK: Effects

    /// Carries out `effects` in order; returns the document as the host reports it when it differs
    /// from the engine's prediction. Consecutive edits go to the document together.
    private func perform(_ effects: [KeyboardEffect]) -> TextContext? {
        var edits: [TextEdit] = []
        var actual: TextContext?
        func flush() {
            guard !edits.isEmpty else { return }
            if let reported = document.perform(edits) { actual = reported }
            edits.removeAll()
        }
        for effect in effects {
            if case .edit(let edit) = effect {
                edits.append(edit)
                continue
            }
            flush()
            perform(effect)
        }
        flush()
        return actual
    }

    /// Carries out one effect other than an edit.
    private func perform(_ effect: KeyboardEffect) {
        let system = services.system
        switch effect {
        case .edit: break
        case .feedback(let feedback, let output): services.feedback?.play(feedback, output)
        case .returnKeyAction: system?.returnKeyTapped()
        case .advanceToNextInputMode: system?.advanceToNextInputMode()
        case .showInputModeList: system?.showInputModeList()
        case .dismissKeyboard: system?.dismissKeyboard()
        case .layoutChanged(let name): system?.layoutDidChange(to: name)
        case .languageChanged(let language): system?.languageDidChange(to: language)
        case .openURL(let url): services.urlOpener?.open(url)
        case .saveSettings(let settings): save("settings") { try services.settingsStore?.save(settings) }
        case .saveLearnedWords(let words): save("learned words") { try services.learnedWordStore?.save(words) }
        case .copyImageToPasteboard(let name): services.pasteboard?.copyImage(named: name)
        case .copyGIFToPasteboard(let gif): services.pasteboard?.copy(gif)
        case .searchGIFs(let request):
            guard let provider = services.gifProvider else {
                take(.event(.gifSearchCompleted(.unavailable(answering: request))))
                return
            }
            schedule(.gifSearch(request, provider))
        case .computeSuggestions(let request): schedule(.suggestions(request, engine))
        case .decodeSwipe(let request): schedule(.swipe(request, engine))
        }
    }

    /// Hands `work` to the scheduler; its answer is taken as a turn of its own.
    private func schedule(_ work: DeferredWork) {
        services.scheduler.schedule(work) { [weak self] answer in self?.take(.event(answer)) }
    }

    /// Saves `what` with its store; a failure is kept in ``diagnostics`` once, and the keyboard goes
    /// on with what it has.
    private func save(_ what: String, with body: () throws -> Void) {
        do {
            try body()
        } catch {
            let diagnostic = Diagnostic(
                file: what, line: 1, column: 1, pointer: "", severity: .warning,
                message: "the \(what) could not be saved (\(error)); they apply until the keyboard closes")
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
    }

    /// Starts or stops the scheduler's ticks as the state needs them.
    private func updateTicking() {
        if state.needsTicks, !isTicking {
            isTicking = true
            services.scheduler.startTicking { [weak self] in self?.tick() }
        } else if !state.needsTicks, isTicking {
            isTicking = false
            services.scheduler.stopTicking()
        }
    }
}

/// What one turn of a ``KeyboardSession`` did, for a shell to redraw and pass on.
public struct SessionTurn: Sendable, Hashable {
    /// The effects carried out, in order, edits included.
    public var effects: [KeyboardEffect]
    /// Whether the engine's picture of the document changed: the shell's view of the field, or the
    /// suggestions it offers for it, need refreshing.
    public var documentChanged: Bool
}
