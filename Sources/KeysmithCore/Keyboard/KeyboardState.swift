/// Everything the keyboard remembers between events. A value: the engine takes one state and an
/// event and returns the next state with the effects for the shell.
///
/// The state is a tree, as the engine is: the root keeps what is the keyboard's own — the layout on
/// screen, the device, the host, the key frames, the fingers and the user's settings — and each
/// feature keeps its own slice, which only its steps change. The reads the shells and tools make,
/// such as ``document`` or ``shift``, forward to the slice that owns them.
public struct KeyboardState: Sendable, Equatable {
    /// The layout on screen (a file name of the set, without `~iPad`).
    public internal(set) var layoutName: String {
        didSet { resolvedLanguage = ResolvedLayoutLanguage() }
    }
    public internal(set) var host: HostContext
    public internal(set) var deviceClass: DeviceClass {
        didSet { resolvedLanguage = ResolvedLayoutLanguage() }
    }
    /// The language of the layout on screen as the engine resolved it when the event began or the
    /// layout changed, so that the reads an event makes of its case rules, elisions and conventions
    /// do not look the layout's name up again (see `KeyboardEngine.layoutLanguage(for:)`).
    var resolvedLanguage = ResolvedLayoutLanguage()
    /// The fingers on the keyboard, in the order they touched down.
    @_spi(Tooling) public internal(set) var touches: [ActiveTouch]
    /// The layout's key frames for this device and host. Derived from the layout, device and host;
    /// kept here so that a touch does not lay the keyboard out again. The features that read the
    /// letter keys out of it make them again when it changes.
    @_spi(Tooling) public internal(set) var geometry: KeyboardGeometry {
        didSet {
            suggesting.geometryChanged()
            swiping.geometryChanged()
        }
    }
    /// The user's settings: loaded by the shell and given to ``KeyboardEngine/initialState(host:deviceClass:document:layoutName:settings:primaryLanguage:)``,
    /// then changed by the themes and settings panels.
    public internal(set) var settings: KeyboardSettings
    /// The set's toolbar, resolved with the current theme's toolbar colours and the engine's
    /// ``URLPolicy``; nil when the set has no toolbar. Derived from the settings and the host's colour
    /// scheme; kept here so that a frame does not resolve it again.
    @_spi(Tooling) public internal(set) var toolbar: ResolvedToolbar?
    /// The last text a feature inserted that a delete right after it takes back in the feature's own
    /// way; nil once anything else changes the text.
    var lastInsertion: Insertion?

    /// The typing feature: the document, shift, and what the last keys typed.
    var typing: TypingState
    /// The suggestions feature: the bar, the learned words, and what the next suggestions are made of.
    var suggesting = SuggestionsState()
    /// The swipe typing feature: the letter keys as its decoder reads them, and the stroke awaited.
    var swiping = SwipeState()
    /// The language feature: the language being typed and the spacebar's momentary label.
    var languages: LanguagesState
    /// The toolbar feature: what it has open, and the notice over it.
    var toolbarState = ToolbarState()
    /// The panels feature: the requests its panels wait for.
    var panels = PanelsState()
    /// The composition feature: the keys being composed in a language whose keys compose.
    var composition = CompositionState()

    init(
        layoutName: String, language: String?, document: TextContext, host: HostContext, deviceClass: DeviceClass,
        geometry: KeyboardGeometry, settings: KeyboardSettings
    ) {
        self.layoutName = layoutName
        self.host = host
        self.deviceClass = deviceClass
        self.touches = []
        self.geometry = geometry
        self.settings = settings
        self.typing = TypingState(document: document)
        self.languages = LanguagesState(current: language)
    }
}

// MARK: The slices, as the shells and tools read them

extension KeyboardState {
    /// The identifier of the language being typed (one of ``KeyboardEngine/languages``); nil for a
    /// keyboard that names no language. The layout of ordinary text fields and the suggestions
    /// follow it.
    public var language: String? { languages.current }
    public var shift: ShiftState { typing.shift }
    /// The engine's picture of the text around the cursor: what the host last reported, with the
    /// engine's own edits applied since. The engine never reads the document back.
    public var document: TextContext { typing.document }
    /// A layout name the spacebar shows for a moment after the layout changed.
    @_spi(Tooling) public var spacebarLabel: MomentaryLabel? { languages.spacebarLabel }
    /// The words learned from the user, starting from the provider's; saved through
    /// ``KeyboardEffect/saveLearnedWords(_:)`` whenever they change.
    public var learnedWords: LearnedWords { suggesting.learnedWords }
    /// What the suggestion bar shows for the word being typed; ``SuggestionResult/empty`` when the
    /// engine has no ``SuggestionProvider``, no word is being typed, or the field allows no
    /// suggestions (see ``HostContext/allowsSuggestions``).
    var suggestions: SuggestionResult { suggesting.bar }
    /// What the toolbar has open, if anything.
    var section: ToolbarSection? { toolbarState.section }
    /// The text being composed, marked in the document; empty when nothing is (see ``Composer``).
    public var composingText: String { composition.composing }
    /// What the composing text may become, best first, shown in the suggestion bar's place while
    /// text is being composed; empty for Korean, which composes by rule alone.
    public var compositionCandidates: [String] { composition.candidates.map(\.text) }
}
