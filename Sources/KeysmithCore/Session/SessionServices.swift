import Foundation

/// The host's text field, as a ``KeyboardSession`` edits it.
///
/// A document that takes every edit (a keyboard extension's proxy, the tools' in-memory document)
/// lets the engine's prediction stand; a field that may refuse a change (an app's text field whose
/// delegate says no) reports what it holds afterwards, so that the engine's picture of it is put
/// right.
public protocol KeyboardDocument {
    /// Carries out one turn's edits, in order. Returns the document as it now is when it may differ
    /// from what the edits predict, else nil: the engine's prediction stands until the host reports.
    mutating func perform(_ edits: [TextEdit]) -> TextContext?
}

extension InMemoryTextDocument: KeyboardDocument {
    /// Applies `edits` as the document's options say (at once, or on the next ``flush()``).
    public mutating func perform(_ edits: [TextEdit]) -> TextContext? {
        apply(edits)
        return nil
    }
}

/// What the system around the keyboard does for it: the system keyboard's own actions, and the
/// notices a shell passes on to the app. Every member does nothing unless the shell implements it.
public protocol KeyboardSystem {
    /// The return key was tapped in a host that handles it.
    func returnKeyTapped()
    /// Switch to the next keyboard the user has enabled.
    func advanceToNextInputMode()
    /// Show the list of keyboards.
    func showInputModeList()
    /// Hide the keyboard.
    func dismissKeyboard()
    /// The layout on screen changed.
    func layoutDidChange(to name: String)
    /// The user switched the keyboard to another of its languages.
    func languageDidChange(to language: KeyboardLanguage)
}

extension KeyboardSystem {
    public func returnKeyTapped() {}
    public func advanceToNextInputMode() {}
    public func showInputModeList() {}
    public func dismissKeyboard() {}
    public func layoutDidChange(to name: String) {}
    public func languageDidChange(to language: KeyboardLanguage) {}
}

/// Opens the links the engine's ``URLPolicy`` allowed.
public protocol URLOpener {
    func open(_ url: URL)
}

/// Plays a key's feedback: the system input click and a haptic tap, as ``KeyFeedbackOutput`` says.
public protocol KeyFeedbackPlayer {
    func play(_ feedback: KeyFeedback, _ output: KeyFeedbackOutput)
}

/// Where stickers and GIFs go for the user to paste: keyboards cannot insert images.
public protocol KeyboardPasteboard {
    /// Puts the image asset `name` (a sticker) on the pasteboard.
    func copyImage(named name: String)
    /// Fetches `gif` and puts it on the pasteboard.
    func copy(_ gif: GIF)
}

/// A monotonic clock, in seconds: the clock of the touches' timestamps, which `tick`s read too.
public protocol SessionClock {
    var now: Double { get }
}

/// The system's monotonic clock: seconds since the device started, the clock of
/// `UITouch.timestamp`.
public struct SystemClock: SessionClock, Sendable {
    public init() {}

    public var now: Double { ProcessInfo.processInfo.systemUptime }
}

/// Everything a ``KeyboardSession`` reaches outside the engine and its document: the I/O of one
/// keyboard. Only the scheduler is needed; whatever is nil is not carried out (a link is not opened,
/// a sticker is not copied), and a GIF search without a provider is answered at once as unavailable,
/// as a keyboard must work offline.
public struct SessionServices {
    /// Runs deferred work and drives ticks.
    public var scheduler: any SessionScheduler
    /// The clock of the touches, which ticks read.
    public var clock: any SessionClock
    /// The system keyboard's actions and the app's notices.
    public var system: (any KeyboardSystem)?
    /// Stores the settings the user changes in a panel.
    public var settingsStore: (any SettingsStore)?
    /// Stores the words the keyboard learns; nil keeps them until the keyboard closes.
    public var learnedWordStore: (any LearnedWordStore)?
    public var urlOpener: (any URLOpener)?
    public var feedback: (any KeyFeedbackPlayer)?
    public var pasteboard: (any KeyboardPasteboard)?
    /// Runs the GIF panel's searches.
    public var gifProvider: (any GIFProvider)?

    public init(
        scheduler: any SessionScheduler, clock: any SessionClock = SystemClock(),
        system: (any KeyboardSystem)? = nil, settingsStore: (any SettingsStore)? = nil,
        learnedWordStore: (any LearnedWordStore)? = nil, urlOpener: (any URLOpener)? = nil,
        feedback: (any KeyFeedbackPlayer)? = nil, pasteboard: (any KeyboardPasteboard)? = nil,
        gifProvider: (any GIFProvider)? = nil
    ) {
        self.scheduler = scheduler
        self.clock = clock
        self.system = system
        self.settingsStore = settingsStore
        self.learnedWordStore = learnedWordStore
        self.urlOpener = urlOpener
        self.feedback = feedback
        self.pasteboard = pasteboard
        self.gifProvider = gifProvider
    }
}
