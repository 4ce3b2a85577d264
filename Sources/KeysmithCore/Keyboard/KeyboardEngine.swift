/// The keyboard's decisions: a keyboard set and a behaviour, applied to one event at a time.
///
/// `handle(_:state:)` takes the state and an event and returns the effects the shell carries out, in
/// order; `render(_:)` says what to draw. Nothing here reads a clock, sleeps or reads the document:
/// time comes in with events, and the text around the cursor is the state's own picture of it.
///
/// Touches are handled for the whole keyboard, not per key: several fingers may be down at once, and
/// a key pressed while another is still held makes the first one type (rollover), so fast typing
/// never loses a letter.
///
/// The toolbar and its panels are part of the same state: a shell hit-tests the frames of the render
/// model and sends ``KeyboardEvent/toolbar(_:)`` and ``KeyboardEvent/panel(_:)``; links, pasteboard
/// copies, GIF searches and settings to store come back as effects, so that the engine itself never
/// opens, copies, fetches or writes anything.
public struct KeyboardEngine: Sendable {
    /// What an engine never changes once made, behind one reference: every event's `Update` and
    /// every render holds the engine, and copying it then retains one object rather than copying
    /// the configuration, the provider and the caches field by field.
    private final class Parts: Sendable {
        let configuration: KeyboardConfiguration
        let urlPolicy: URLPolicy
        let suggestionProvider: SuggestionProvider?
        let suggestionScheduling: SuggestionScheduling
        let layoutLanguages: LayoutLanguages
        let swipeDecoders = SwipeDecoderCache()
        let keyFaces = KeyFaceCache()

        init(
            configuration: KeyboardConfiguration, urlPolicy: URLPolicy, suggestionProvider: SuggestionProvider?,
            suggestionScheduling: SuggestionScheduling
        ) {
            self.configuration = configuration
            self.urlPolicy = urlPolicy
            self.suggestionProvider = suggestionProvider
            self.suggestionScheduling = suggestionScheduling
            self.layoutLanguages = LayoutLanguages(configuration)
        }
    }

    private let parts: Parts

    var configuration: KeyboardConfiguration { _read { yield parts.configuration } }
    var behavior: KeyboardBehavior
    /// Which toolbar links may be opened: web pages and the app's own URL schemes (usually
    /// `URLPolicy(infoDictionary: Bundle.main.infoDictionary ?? [:])` of the containing app). Links
    /// it does not allow are blocked: tapping them shows a notice and opens nothing.
    @_spi(Tooling) public var urlPolicy: URLPolicy { parts.urlPolicy }
    /// What fills the suggestion bar and autocorrects; nil for a keyboard without suggestions, whose
    /// toolbar slot always shows the toolbar. Its ``SuggestionProvider/learnedWords`` are where the
    /// state's ``KeyboardState/learnedWords`` start.
    public var suggestionProvider: SuggestionProvider? { _read { yield parts.suggestionProvider } }
    /// Whether the provider is asked within the event that changed the word, or after it through
    /// ``KeyboardEffect/computeSuggestions(_:)`` (see ``SuggestionScheduling``).
    var suggestionScheduling: SuggestionScheduling { parts.suggestionScheduling }
    /// What the language of each layout decides (its case rules, elisions, direction, quotation
    /// marks and key titles), worked out once rather than at every event.
    var layoutLanguages: LayoutLanguages { _read { yield parts.layoutLanguages } }
    /// The swipe decoders built so far, one per layout and lexicon.
    var swipeDecoders: SwipeDecoderCache { parts.swipeDecoders }
    /// The drawn keys made so far, one array per situation (layout, shift, return key…), which the
    /// frames drawn in that situation share.
    var keyFaces: KeyFaceCache { parts.keyFaces }
    /// The emoji the emoji page shows in place of the embedded ones; nil for the embedded emoji.
    var emojiContent: EmojiPageContent?
    /// How often people use each emoji, which ranks the emoji page's search results of equal quality
    /// (`KeysmithLexicons.emojiPopularity()`, opt-in: its data is CC BY-SA); nil ranks them by the
    /// ten most used emoji worldwide.
    public var emojiPopularity: EmojiPopularity?

    public init(
        configuration: KeyboardConfiguration, behavior: KeyboardBehavior = .standard,
        urlPolicy: URLPolicy = URLPolicy(),
        suggestionProvider: SuggestionProvider? = nil, suggestionScheduling: SuggestionScheduling = .inline
    ) {
        self.parts = Parts(
            configuration: configuration, urlPolicy: urlPolicy, suggestionProvider: suggestionProvider,
            suggestionScheduling: suggestionScheduling)
        self.behavior = behavior
    }

    /// The state of a keyboard that has just appeared in a field: on the layout for the field's
    /// keyboard type, or on `layoutName` when given, with the user's `settings` as the shell loaded
    /// them from its ``SettingsStore``.
    ///
    /// A keyboard of several languages starts on the language the settings saved, else on the one
    /// `primaryLanguage` means (an extension's `PrimaryLanguage`, such as `fr-FR`; see
    /// ``KeyboardLanguage``), else on its first.
    public func initialState(
        host: HostContext = .standard, deviceClass: DeviceClass = .iphonePortrait,
        document: TextContext = TextContext(),
        layoutName: String? = nil, settings: KeyboardSettings = .defaults, primaryLanguage: String? = nil
    ) -> KeyboardState {
        let language = startingLanguage(settings: settings, primaryLanguage: primaryLanguage)
        let name = layoutName ?? self.layoutName(for: host.keyboardType, language: language) ?? ""
        var state = KeyboardState(
            layoutName: name, language: language?.identifier, document: document, host: host,
            deviceClass: deviceClass, geometry: geometry(layoutName: name, deviceClass: deviceClass, host: host),
            settings: settings)
        resolveLayoutLanguage(in: &state)
        state.toolbar = resolvedToolbar(settings: settings, colorScheme: host.colorScheme)
        updateAutomaticShift(&state)
        if let suggestionProvider {
            state.suggesting.learnedWords = suggestionProvider.learnedWords
            // The keyboard is not on screen yet: the first bar is worked out before it appears.
            var update = Update(engine: self, state: state)
            update.refreshSuggestions(scheduling: .inline)
            state = update.state
        }
        return state
    }

    /// The theme the keyboard is drawn with: the one the settings name, else the set's first, else
    /// ``Theme/standard``.
    @_spi(Tooling) public func theme(settings: KeyboardSettings) -> Theme {
        settings.theme(in: configuration.themes)
    }

    /// The themes the themes panel offers: the set's, or the standard one when it has none.
    @_spi(Tooling) public var availableThemes: [Theme] {
        let themes = configuration.themes?.themes ?? []
        return themes.isEmpty ? [.standard] : themes
    }

    /// The set's toolbar resolved with the toolbar colours of the theme `settings` choose, in
    /// `colorScheme`, and the engine's ``urlPolicy``.
    func resolvedToolbar(settings: KeyboardSettings, colorScheme: ColorScheme) -> ResolvedToolbar? {
        guard let toolbar = configuration.toolbar else { return nil }
        let appearance = theme(settings: settings).palette(for: colorScheme).toolbar
        return ResolvedToolbar(toolbar, appearance: appearance, policy: urlPolicy)
    }

    /// The layout a field of this keyboard type shows: the one the set maps it to, or, when that layout
    /// is missing from the configuration, the first layout of the set's cycle that is there. Nil only
    /// when the configuration holds none of them.
    ///
    /// With a `language`, a type the set serves with its ordinary text layout (that of `default`)
    /// shows the language's layout instead, so that letters follow the language while the pads stay.
    func layoutName(for keyboardType: FieldKeyboardType, language: KeyboardLanguage? = nil) -> String? {
        if let language, configuration.layouts[language.layoutName] != nil,
            configuration.layoutName(for: keyboardType) == configuration.layoutName(for: .default)
        {
            return language.layoutName
        }
        if let mapped = configuration.layoutName(for: keyboardType), configuration.layouts[mapped] != nil {
            return mapped
        }
        return configuration.set.layouts.first { configuration.layouts[$0] != nil }
    }

    /// The layout `name` as this device shows it (its `~iPad` variant on an iPad).
    func layout(named name: String, deviceClass: DeviceClass) -> KeyboardLayout? {
        configuration.layout(named: name, onPad: deviceClass.isPad)
    }

    func geometry(layoutName: String, deviceClass: DeviceClass, host: HostContext) -> KeyboardGeometry {
        let layout = self.layout(named: layoutName, deviceClass: deviceClass) ?? KeyboardLayout(rows: [])
        return KeyboardGeometry.layout(
            layout, metrics: .standard(for: deviceClass), hasMultipleKeyboards: host.needsInputModeSwitchKey)
    }

    // MARK: Events

    /// Applies one event and returns what the shell must do, in order.
    public func handle(_ event: KeyboardEvent, state: inout KeyboardState) -> [KeyboardEffect] {
        // The state moves into the update, which then holds the only reference to its text and
        // arrays and changes them in place; what the end of the event compares is kept apart.
        let previous = SuggestionInputs(state)
        var update = Update(engine: self, state: consume state)
        resolveLayoutLanguage(in: &update.state)
        // A stroke still being decoded is typed before anything else happens to the text.
        if update.state.swiping.requests.isWaiting, event.comesAfterAwaitedSwipe { update.decodeAwaitedSwipeNow() }
        // The root routes the event to the features it concerns (see `KeyboardFeature`).
        switch event {
        case .touchBegan(let touch): update.touchBegan(touch)
        case .touchMoved(let touch): update.touchMoved(touch)
        case .touchEnded(let touch): update.touchEnded(touch)
        case .touchCancelled(let id, _): update.touchCancelled(id)
        case .tick(let time): update.tick(time)
        case .hostChanged(let host): update.hostChanged(host)
        case .documentChanged(let document): update.documentChanged(document)
        case .deviceChanged(let deviceClass): update.deviceChanged(deviceClass)
        case .toolbar(let toolbarEvent): update.toolbarEvent(toolbarEvent)
        case .panel(let panelEvent): update.panelEvent(panelEvent)
        case .gifSearchCompleted(let response): update.gifSearchCompleted(response)
        case .suggestionsComputed(let response): update.takeSuggestions(response, inline: false)
        case .swipeDecoded(let response): update.swipeDecoded(response)
        case .settingsChanged(let settings): update.settingsChanged(settings)
        case .setShift(let shift): update.state.typing.step(.set(shift), facts: behavior, effects: &update.effects)
        case .selectLanguage(let name): update.selectLanguage(named: name, at: nil)
        }
        // An insertion stays undoable only until the text changes again.
        if update.state.typing.documentRevision != previous.documentRevision, !update.inserted {
            update.state.lastInsertion = nil
        }
        if suggestionProvider != nil { update.finishSuggestions(since: previous) }
        let finished = update.finish()
        state = finished.state
        return finished.effects
    }
}
