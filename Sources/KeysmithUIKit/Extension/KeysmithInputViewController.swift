#if canImport(UIKit)
import UIKit

/// The input view controller of a keyboard extension built from a Keysmith keyboard set.
///
/// Use it as the extension's `NSExtensionPrincipalClass` as it is, or subclass it to choose where
/// the set is read from, react to the return key, or draw keys and the toolbar slot your own way.
/// It reads the set (from the App Group container, else the extension's bundle, else Keysmith's
/// embedded defaults), turns the field's traits into the engine's host context, forwards every touch
/// to the engine and carries out what the engine says through `textDocumentProxy`.
///
/// Suggestions and autocorrection come from the lexicons of the keyboard's languages (found by
/// ``languageData``), the user's text replacements and the words the keyboard learned (kept in
/// ``learnedWordStore``). The lexicons and the learned words are read off the main thread when the
/// view loads, so the keys work at once and the bar follows a moment later; the search for each
/// word runs off the main thread too.
///
/// A keyboard set of several languages (`languages` in its manifest) starts on the language the
/// user last chose, else on the one the extension's Info.plist names as its `PrimaryLanguage`
/// (``extensionPrimaryLanguage``), and tells iOS the language being typed through
/// `primaryLanguage`. Each language has its own lexicon, and a language without one gets no
/// suggestions (see `KeyboardLanguageData`).
@MainActor
open class KeysmithInputViewController: UIInputViewController {
    /// The view that draws the keys. Set its ``KeysmithKeyboardView/keyContent``,
    /// ``KeysmithKeyboardView/keyDrawing`` or ``KeysmithKeyboardView/toolbarView`` to customise it.
    public let keyboardView = KeysmithKeyboardView(frame: .zero)

    /// The configuration in use, once the view has loaded.
    public private(set) var configuration: KeyboardConfiguration?

    /// The folder the configuration was read from; nil for Keysmith's embedded defaults.
    public private(set) var configurationFolder: URL?

    /// Problems found while loading the configuration and the settings, and while reading the
    /// lexicon and reading or saving the learned words, for a developer to log or show (never any of
    /// what the user typed); the keyboard works regardless, with the last good configuration, and
    /// without suggestions or stored learned words when those cannot be read.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The user's settings: the keyboard's own once it is up, as its settings and themes panels
    /// change them; before that, those read from ``settingsStore`` when the view loads.
    public var settings: KeyboardSettings { session?.settings ?? storedSettings }

    /// The settings read from ``settingsStore`` when the view loaded, which the keyboard starts from.
    private var storedSettings: KeyboardSettings = .defaults

    /// The user's text replacements, read from the supplementary lexicon when the view loads.
    public private(set) var textReplacements = TextReplacements([])

    /// The supplementary lexicon's entries as iOS gave them, replacements and known words alike, for
    /// the suggestion provider.
    private var supplementaryEntries: [TextReplacement] = []

    /// Called when the return key is tapped: while set, the return key does this instead of
    /// typing a line break (JACKeyboard's `returnKeyHandler`).
    public var returnKeyHandler: ((KeysmithInputViewController) -> Void)? {
        didSet { updateHost() }
    }

    /// Called with the layout's name whenever the layout on screen changes (JACKeyboard's
    /// `currentKeyboardChangeHandler`).
    public var keyboardChangeHandler: ((KeysmithInputViewController, String) -> Void)?

    /// Called with the text replacements that match the word before the cursor, after every turn
    /// that may have changed them; show them in ``KeysmithKeyboardView/toolbarView`` and call
    /// ``applyTextReplacement(_:)`` when one is tapped.
    public var suggestionsHandler: ((KeysmithInputViewController, [TextReplacement]) -> Void)?

    /// Runs the GIF panel's searches. Without one, every search is answered at once as unavailable
    /// and the panel says GIFs cannot be loaded: the rest of the keyboard works offline, as the App
    /// Store asks of keyboards. Set it before the keyboard appears; searches run only with full access.
    public var gifProvider: (any GIFProvider)? {
        didSet { session?.services.gifProvider = gifProvider }
    }

    /// Called with the language a keyboard of several languages switched to (with the globe key or
    /// its list), after the controller's `primaryLanguage` has been set to it. The keyboard saves it
    /// in its settings itself.
    public var languageChangeHandler: ((KeysmithInputViewController, KeyboardLanguage) -> Void)?

    /// The name of the layout on screen.
    public var currentLayoutName: String? { session?.state.layoutName }

    /// The language being typed, for a keyboard set that names its languages.
    public var currentLanguage: KeyboardLanguage? {
        guard let session, let identifier = session.state.language else { return nil }
        return session.engine.languages.first { $0.identifier == identifier }
    }

    /// The App Group the extension shares with its container app: the `KeysmithAppGroup` string of
    /// the extension's Info.plist, unless a subclass says otherwise.
    open var appGroupIdentifier: String? {
        Bundle.main.object(forInfoDictionaryKey: "KeysmithAppGroup") as? String
    }

    /// The folders that may hold the keyboard set, tried in order: `Keyboard` in the App Group
    /// container (where the container app may save an edited set), then `Keyboard` in the
    /// extension's bundle. Keysmith's embedded defaults come last, always.
    open var keyboardSetFolders: [URL] {
        var folders: [URL] = []
        if let appGroupIdentifier,
            let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier)
        {
            folders.append(container.appendingPathComponent("Keyboard", isDirectory: true))
        }
        if let bundled = Bundle.main.url(forResource: "Keyboard", withExtension: nil) {
            folders.append(bundled)
        }
        return folders
    }

    /// Where the user's settings are kept: the App Group's `UserDefaults` suite, shared with the
    /// container app, or the extension's own defaults without an App Group.
    open var settingsStore: any SettingsStore {
        if let appGroupIdentifier, let store = UserDefaultsSettingsStore(suiteName: appGroupIdentifier) { return store }
        return UserDefaultsSettingsStore(defaults: .standard)
    }

    /// Which toolbar links may be opened: web pages and the URL schemes the extension's Info.plist
    /// declares (`CFBundleURLTypes`), unless a subclass says otherwise.
    open var urlPolicy: URLPolicy {
        URLPolicy(infoDictionary: Bundle.main.infoDictionary ?? [:])
    }

    /// Where the lexicon of each of the keyboard's languages comes from: KeysmithCore's English
    /// lexicon, and the other languages' lexicons when the app links the `KeysmithLexicons`
    /// product (`LanguageDataLookup.installed`; `.installed.falling(back: .baseModels)` adds
    /// KeysmithCore's English base language model, which is opt-in); which language gets
    /// which is decided by `KeyboardConfiguration.languageData(from:)`, the same for every Keysmith
    /// keyboard. A language without a lexicon gets no suggestions, never another language's.
    ///
    /// Override it to serve lexicons of your own (`keysmith lexicon build`, bundled with the
    /// extension), or return `.none` to turn suggestions off:
    ///
    /// ```swift
    /// override var languageData: LanguageDataLookup {
    ///     LanguageDataLookup { Bundle.main.url(forResource: $0.canonicalLanguageCode, withExtension: "lexicon") }
    ///         .falling(back: .installed)
    /// }
    /// ```
    ///
    /// Read once, when the view loads; the files are then mapped, not read into memory, off the main
    /// thread. A file that cannot be read leaves its language without suggestions, and says why in
    /// ``diagnostics``.
    open var languageData: LanguageDataLookup {
        .installed
    }

    /// Where the words the keyboard learns are kept: `LearnedWords.json` in the App Group container,
    /// shared with the container app, when the extension has an App Group and full access (without
    /// full access iOS lets a keyboard read that container but not write to it), else in the
    /// extension's own Application Support folder. Return nil to keep learned words only until the
    /// keyboard closes.
    ///
    /// Read once, when the view loads; the store is then used off the main thread. Stored words that
    /// cannot be read are left as they are, and words learned meanwhile last until the keyboard closes.
    open var learnedWordStore: (any LearnedWordStore)? {
        let appGroupContainer = appGroupIdentifier.flatMap {
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: $0)
        }
        let ownFolder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        return LearnedWordFile.forKeyboardExtension(
            appGroupContainer: appGroupContainer, hasFullAccess: hasFullAccess, ownFolder: ownFolder)
    }

    private(set) var session: KeyboardSession<ProxyTextDocument>?
    private var heightConstraint: NSLayoutConstraint?

    open override func viewDidLoad() {
        super.viewDidLoad()
        let loadedSettings = settingsStore.load()
        storedSettings = loadedSettings.settings
        diagnostics = loadedSettings.diagnostics
        if let choice = KeyboardConfiguration.loadFirst(of: keyboardSetFolders) {
            configuration = choice.configuration
            configurationFolder = choice.folder
            diagnostics += choice.diagnostics
        }
        let deviceClass = currentDeviceClass
        keyboardView.traitsDidChange = { [weak self] in self?.updateHost() }
        heightConstraint = view.addFilling(
            keyboardView, height: CGFloat(KeyboardViewport.viewHeight(for: .standard(for: deviceClass))))
        if let configuration {
            let session = KeyboardSession.forShell(
                configuration: configuration, settings: storedSettings, urlPolicy: urlPolicy, host: hostContext,
                deviceClass: deviceClass, document: ProxyTextDocument(proxy: textDocumentProxy),
                primaryLanguage: extensionPrimaryLanguage)
            let shell = ExtensionShell(controller: self)
            session.services.system = shell
            session.services.urlOpener = shell
            session.services.pasteboard = ViewPasteboard(view: keyboardView)
            session.services.settingsStore = settingsStore
            session.services.gifProvider = gifProvider
            session.show(in: keyboardView) { [weak self] _ in self?.sessionDidTurn() }
            self.session = session
            if let language = currentLanguage { primaryLanguage = Self.iOSLanguageTag(language.identifier) }
            loadSuggestions()
        }
        requestSupplementaryLexicon { [weak self] lexicon in
            let entries = lexicon.entries.map {
                TextReplacement(userInput: $0.userInput, documentText: $0.documentText)
            }
            self?.textReplacementsDidArrive(entries)
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateHost()
        documentDidChange()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let deviceClass = currentDeviceClass
        heightConstraint?.constant = CGFloat(KeyboardViewport.viewHeight(for: .standard(for: deviceClass)))
        session?.update(deviceClass: deviceClass)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Fingers still down when the keyboard left will never lift here.
        session?.stop()
    }

    open override func textDidChange(_ textInput: (any UITextInput)?) {
        super.textDidChange(textInput)
        updateHost()
        documentDidChange()
    }

    open override func selectionDidChange(_ textInput: (any UITextInput)?) {
        super.selectionDidChange(textInput)
        documentDidChange()
    }

    /// Replaces the word before the cursor with `replacement`, one of the suggestions given to
    /// ``suggestionsHandler``.
    public func applyTextReplacement(_ replacement: TextReplacement) {
        guard let session else { return }
        let context = session.state.document
        let edits = textReplacements.edits(applying: replacement, in: context)
        guard !edits.isEmpty else { return }
        var document = ProxyTextDocument(proxy: textDocumentProxy)
        document.apply(edits)
        session.send(.documentChanged(context.applying(edits)))
    }

    /// Opens `url` as a keyboard extension can: through its extension context, which asks the system.
    /// The system opens only what it allows a keyboard to open (its container app's URL schemes, and
    /// only with full access); `completion` says whether it did.
    public func openURL(_ url: URL, completion: (@Sendable (Bool) -> Void)? = nil) {
        guard let extensionContext else {
            completion?(false)
            return
        }
        extensionContext.open(url, completionHandler: completion)
    }

    private var currentDeviceClass: DeviceClass {
        let screen = UIScreen.main.bounds.size
        return DeviceClass(
            isPad: traitCollection.userInterfaceIdiom == .pad, screenWidth: Double(screen.width),
            screenHeight: Double(screen.height))
    }

    private var hostContext: HostContext {
        HostTraits(
            proxy: textDocumentProxy, needsInputModeSwitchKey: needsInputModeSwitchKey,
            handlesReturnKey: returnKeyHandler != nil, hasFullAccess: hasFullAccess,
            userInterfaceStyle: keyboardView.traitCollection.userInterfaceStyle.rawValue
        ).hostContext
    }

    private func updateHost() {
        keyboardView.keyboardAppearance = textDocumentProxy.keyboardAppearance?.rawValue
        session?.update(host: hostContext)
    }

    private func documentDidChange() {
        session?.send(.documentChanged(TextContext(reading: ProxyTextDocument(proxy: textDocumentProxy))))
    }

    /// Maps the lexicons and reads the learned words off the main thread, then gives the keyboard its
    /// suggestion provider. Until then, and for good when no lexicon can be read, the keyboard works
    /// without suggestions.
    private func loadSuggestions() {
        guard let data = configuration?.languageData(from: languageData),
            data.hasSuggestions || data.emojiPopularityURL != nil
        else { return }
        let store = learnedWordStore
        SuggestionResources.load(data, store: store) { [weak self] resources in
            self?.suggestionsDidLoad(resources, store: store)
        }
    }

    private func suggestionsDidLoad(_ resources: SuggestionResources, store: (any LearnedWordStore)?) {
        diagnostics += resources.diagnostics
        session?.replaceEmojiPopularity(resources.emojiPopularity)
        guard let session, var provider = resources.suggestionProvider else { return }
        if let store, resources.learnedWords != nil {
            session.services.learnedWordStore = LearnedWordSaver(store: store) { [weak self] diagnostic in
                self?.report(diagnostic)
            }
        }
        provider.textReplacements = supplementaryEntries
        session.replaceSuggestionProvider(provider)
    }

    /// The supplementary lexicon arrived: its replacements go to ``suggestionsHandler`` and to the
    /// suggestion bar, and its known words stop being corrected.
    private func textReplacementsDidArrive(_ entries: [TextReplacement]) {
        supplementaryEntries = entries
        textReplacements = TextReplacements(entries)
        session?.updateTextReplacements(entries)
    }

    /// Adds `diagnostic` to ``diagnostics`` unless it is there already, as a save that keeps failing
    /// would report the same problem at every word.
    private func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    private func reportSuggestions() {
        guard let suggestionsHandler, let session else { return }
        suggestionsHandler(self, textReplacements.suggestions(for: session.state.document))
    }
}

extension KeysmithInputViewController {
    fileprivate func showInputModeList() {
        guard let event = keyboardView.latestTouchEvent else {
            advanceToNextInputMode()
            return
        }
        handleInputModeList(from: keyboardView, with: event)
    }

    fileprivate func languageDidChange(to language: KeyboardLanguage) {
        primaryLanguage = Self.iOSLanguageTag(language.identifier)
        languageChangeHandler?(self, language)
    }

    /// After every turn: the session's problems join ``diagnostics``, and the text replacements for
    /// the word before the cursor go to ``suggestionsHandler``.
    fileprivate func sessionDidTurn() {
        for diagnostic in session?.diagnostics ?? [] { report(diagnostic) }
        reportSuggestions()
    }
}

/// The controller as its session reaches it: the system keyboard's actions and the app's handlers.
/// It holds the controller weakly, as the controller holds the session.
@MainActor
private struct ExtensionShell {
    weak var controller: KeysmithInputViewController?
}

extension ExtensionShell: @MainActor KeyboardSystem, @MainActor URLOpener {
    func returnKeyTapped() {
        guard let controller else { return }
        controller.returnKeyHandler?(controller)
    }

    func advanceToNextInputMode() {
        controller?.advanceToNextInputMode()
    }

    func showInputModeList() {
        controller?.showInputModeList()
    }

    func dismissKeyboard() {
        controller?.dismissKeyboard()
    }

    func layoutDidChange(to name: String) {
        guard let controller else { return }
        controller.keyboardChangeHandler?(controller, name)
    }

    func languageDidChange(to language: KeyboardLanguage) {
        controller?.languageDidChange(to: language)
    }

    func open(_ url: URL) {
        controller?.openURL(url)
    }
}
#endif
