#if canImport(UIKit)
import UIKit

/// What a keyboard session asks of the object it is built into: the input view controller of a
/// keyboard extension, or an app's own input view.
@MainActor
protocol KeyboardSessionHost: AnyObject {
    /// Carries out a turn's text edits, in order. Returns the document as it now is when it may
    /// differ from what the edits predict (an app's field whose delegate refused a change), else nil.
    func apply(_ edits: [TextEdit]) -> TextContext?
    func returnKeyTapped()
    func advanceToNextInputMode()
    func showInputModeList()
    func dismissKeyboard()
    func layoutDidChange(to name: String)
    /// The user switched the keyboard to another of its languages.
    func languageDidChange(to language: KeyboardLanguage)
    /// Opens a link the engine's ``URLPolicy`` allowed.
    func open(_ url: URL)
    /// Stores settings the user changed in a panel with the host's ``SettingsStore``.
    func save(_ settings: KeyboardSettings)
    /// Stores the learned words with the host's ``LearnedWordStore``, off the main thread; a host
    /// without one keeps them until the keyboard closes.
    func save(_ words: LearnedWords)
    /// Puts the image asset `name` (a sticker) on the pasteboard.
    func copyImageToPasteboard(named name: String)
    /// Puts `gif` on the pasteboard.
    func copyGIFToPasteboard(_ gif: GIF)
    /// Runs the GIF panel's searches; nil when the keyboard has none, and every search is then
    /// answered at once as unavailable.
    var gifProvider: (any GIFProvider)? { get }
    /// Called after every turn, once its effects are carried out and the view has its new model.
    func sessionDidUpdate()
}

/// The engine, its state and the view that draws it, joined: every event goes through ``send(_:)``,
/// which hands it to the engine, carries out the effects in order, and gives the view the new render
/// model. It also keeps the timer that sends `tick` once a frame while the state needs it.
///
/// Events that arrive while a turn is being carried out (the answer of a GIF search given at once)
/// wait for that turn to finish, so that effects are always carried out in the order they came.
///
/// Suggestions are deferred (``SuggestionScheduling/deferred``): the engine's requests are answered
/// on a serial background queue, only the newest of those waiting (``LatestOnlyQueue``), and each
/// answer comes back on the main thread as an event of its own. The provider may come after the
/// keyboard appeared, and change (``replaceSuggestionProvider(_:)``, ``updateTextReplacements(_:)``).
@MainActor
final class KeyboardSession {
    /// The engine; it changes only when the suggestion provider does.
    private(set) var engine: KeyboardEngine
    private(set) var state: KeyboardState
    let view: KeysmithKeyboardView
    /// The user's settings: the engine's, as its settings and themes panels change them.
    var settings: KeyboardSettings { state.settings }
    weak var host: (any KeyboardSessionHost)?

    private let feedback = FeedbackPlayer()
    private var queuedTurns: [Turn] = []
    private var isTakingTurn = false
    private var tickTimer: Timer?

    /// One turn of the session: an event for the engine, or a change of its suggestion provider.
    private enum Turn {
        case event(KeyboardEvent)
        /// Another provider, or none, with its own learned words.
        case suggestionProvider(SuggestionProvider?)
        /// The same provider with these text replacements, keeping the words learned so far.
        case textReplacements([TextReplacement])
        /// What ranks the emoji page's search.
        case emojiPopularity(EmojiPopularity?)
    }

    /// A search for the suggestion bar, with the engine that asked it.
    private struct SuggestionSearch: Sendable {
        let engine: KeyboardEngine
        let request: SuggestionRequest
    }

    /// The searches for the suggestion bar, run on ``SuggestionQueues/search``: a request asked while
    /// another waits replaces it, since the engine takes only the answer to its latest request.
    private lazy var suggestionSearches = LatestOnlyQueue<SuggestionSearch>(queue: SuggestionQueues.search) {
        [weak self] search in
        let response = search.engine.suggestions(for: search.request)
        DispatchQueue.main.async { self?.send(.suggestionsComputed(response)) }
    }

    /// A session for `configuration`, starting from the user's `settings` and opening only the links
    /// `urlPolicy` allows (the app's, from `URLPolicy(infoDictionary:)`), with suggestions from
    /// `suggestionProvider` (none until ``replaceSuggestionProvider(_:)`` gives one). A keyboard of
    /// several languages starts on the one the settings saved, else on `primaryLanguage`'s.
    init(
        configuration: KeyboardConfiguration, settings: KeyboardSettings, urlPolicy: URLPolicy, host: HostContext,
        deviceClass: DeviceClass, view: KeysmithKeyboardView, suggestionProvider: SuggestionProvider? = nil,
        primaryLanguage: String? = nil
    ) {
        // The user's typing options live in the state's settings, which the engine reads, so that a
        // change made in the settings panel takes effect at once.
        self.engine = KeyboardEngine(
            configuration: configuration, behavior: .standard, urlPolicy: urlPolicy,
            suggestionProvider: suggestionProvider,
            suggestionScheduling: .deferred)
        self.state = engine.initialState(
            host: host, deviceClass: deviceClass, settings: settings, primaryLanguage: primaryLanguage)
        self.view = view
        view.eventHandler = { [weak self] event in self?.send(event) }
        render()
    }

    /// Hands `event` to the engine and carries out what it says; an event sent while another is
    /// being carried out follows it.
    func send(_ event: KeyboardEvent) {
        take(.event(event))
    }

    /// Gives the engine another suggestion provider, or none, once what it needs has loaded; the state
    /// takes the provider's learned words, and the bar is worked out again for the word being typed.
    func replaceSuggestionProvider(_ provider: SuggestionProvider?) {
        take(.suggestionProvider(provider))
    }

    /// Gives the suggestion provider the user's text replacements, as they arrive, keeping the words
    /// learned so far. Without a provider there is nothing to give them to.
    func updateTextReplacements(_ replacements: [TextReplacement]) {
        take(.textReplacements(replacements))
    }

    /// Ranks the emoji page's search with `popularity` from now on.
    func replaceEmojiPopularity(_ popularity: EmojiPopularity?) {
        take(.emojiPopularity(popularity))
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
        let effects: [KeyboardEffect]
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
            return
        }
        if let actual = perform(effects) {
            // The engine's picture is replaced by the field as it is; what that turn asks is carried
            // out too, but a second disagreement waits for the next event.
            _ = perform(engine.handle(.documentChanged(actual), state: &state))
        }
        render()
        updateTickTimer()
        host?.sessionDidUpdate()
    }

    /// Gives the view the new model, which carries its palette: a theme chosen in the themes panel
    /// shows at once.
    private func render() {
        view.model = engine.render(state)
    }

    /// Sends `hostChanged` when the host's context differs from the engine's.
    func update(host context: HostContext) {
        if context != state.host { send(.hostChanged(context)) }
    }

    /// Sends `deviceChanged` when the device class differs from the engine's.
    func update(deviceClass: DeviceClass) {
        if deviceClass != state.deviceClass { send(.deviceChanged(deviceClass)) }
    }

    /// Stops the timer; the session can be dropped afterwards.
    func stop() {
        tickTimer?.invalidate()
        tickTimer = nil
    }

    /// Carries out `effects` in order; returns the document as the host reports it when it differs
    /// from the engine's prediction.
    private func perform(_ effects: [KeyboardEffect]) -> TextContext? {
        var edits: [TextEdit] = []
        var actual: TextContext?
        func flush() {
            guard !edits.isEmpty else { return }
            if let reported = host?.apply(edits) { actual = reported }
            edits.removeAll()
        }
        for effect in effects {
            if case .edit(let edit) = effect {
                edits.append(edit)
                continue
            }
            flush()
            switch effect {
            case .edit: break
            case .feedback(_, let output): feedback.play(output)
            case .returnKeyAction: host?.returnKeyTapped()
            case .advanceToNextInputMode: host?.advanceToNextInputMode()
            case .showInputModeList: host?.showInputModeList()
            case .dismissKeyboard: host?.dismissKeyboard()
            case .layoutChanged(let name): host?.layoutDidChange(to: name)
            case .languageChanged(let language): host?.languageDidChange(to: language)
            case .openURL(let url): host?.open(url)
            case .saveSettings(let saved): host?.save(saved)
            case .copyImageToPasteboard(let name): host?.copyImageToPasteboard(named: name)
            case .copyGIFToPasteboard(let gif): host?.copyGIFToPasteboard(gif)
            case .searchGIFs(let request): search(request)
            case .saveLearnedWords(let words): host?.save(words)
            case .computeSuggestions(let request):
                suggestionSearches.submit(SuggestionSearch(engine: engine, request: request))
            case .decodeSwipe(let request):
                decode(request)
            }
        }
        flush()
        return actual
    }

    /// Runs `request` with the host's GIF provider and sends the answer when it comes; without a
    /// provider, answers at once that GIFs are unavailable (a keyboard must work offline).
    private func search(_ request: GIFSearchRequest) {
        guard let provider = host?.gifProvider else {
            queuedTurns.append(.event(.gifSearchCompleted(.unavailable(answering: request))))
            return
        }
        Task { [weak self] in
            let answer = await provider.response(to: request)
            self?.send(answer)
        }
    }

    /// Decodes a stroke on the suggestion queue and sends its words back. Every stroke is decoded:
    /// the engine waits for one at a time, and decodes it itself if the user goes on first.
    private func decode(_ request: SwipeRequest) {
        let engine = self.engine
        SuggestionQueues.search.async { [weak self] in
            let response = engine.swipeCandidates(for: request)
            DispatchQueue.main.async { self?.send(.swipeDecoded(response)) }
        }
    }

    private func updateTickTimer() {
        if state.needsTicks, tickTimer == nil {
            // One tick per frame, on the same clock as `UITouch.timestamp` (the system's uptime).
            let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.send(.tick(time: ProcessInfo.processInfo.systemUptime)) }
            }
            RunLoop.main.add(timer, forMode: .common)
            tickTimer = timer
        } else if !state.needsTicks, let timer = tickTimer {
            timer.invalidate()
            tickTimer = nil
        }
    }
}
#endif
