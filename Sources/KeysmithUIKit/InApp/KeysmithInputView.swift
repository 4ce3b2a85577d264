#if canImport(UIKit)
import UIKit

/// A Keysmith keyboard inside an app, for one of the app's own text fields: a `UITextField` or
/// `UITextView` returns it as its `inputView`, as JACKeyboard's keyboards were used.
///
/// ```swift
/// let keyboard = KeysmithInputView(textField: nameField, configuration: configuration)
/// keyboard.returnKeyHandler = { keyboard in keyboard.textField?.resignFirstResponder() }
/// nameField.inputView = keyboard
/// ```
///
/// It types through the field's `UIKeyInput` and `UITextInput` methods. Before each change it asks the
/// field's delegate (`textField(_:shouldChangeCharactersIn:replacementString:)` or
/// `textView(_:shouldChangeTextIn:replacementText:)`), skips the change when the delegate says no,
/// and after it posts the field's change notification, as the system keyboard does.
///
/// Given a ``SuggestionProvider``, it shows suggestions above the keys and autocorrects, searching
/// off the main thread; given a ``LearnedWordStore`` too, it starts from the words stored there
/// (read in the background before suggestions begin) and saves what it learns, in the background.
@MainActor
public final class KeysmithInputView: UIInputView, UIInputViewAudioFeedback {
    /// The text field typed into, if the keyboard was made for one. Held weakly: the field holds the
    /// keyboard as its `inputView`.
    public private(set) weak var textField: UITextField?

    /// The text view typed into, if the keyboard was made for one. Held weakly.
    public private(set) weak var textView: UITextView?

    /// The view that draws the keys; customise it as ``KeysmithKeyboardView`` says.
    public let keyboardView = KeysmithKeyboardView(frame: .zero)

    /// Called when the return key is tapped. While set, return does this instead of typing a line
    /// break; in a text field without it, return asks the delegate's `textFieldShouldReturn(_:)`.
    public var returnKeyHandler: ((KeysmithInputView) -> Void)? {
        didSet { updateHost() }
    }

    /// Called with the layout's name whenever the layout on screen changes (JACKeyboard's
    /// `currentKeyboardChangeHandler`).
    public var currentKeyboardChangeHandler: ((KeysmithInputView, String) -> Void)?

    /// Called with the language a keyboard of several languages switched to (with the globe key or
    /// its list). The keyboard saves it in its settings itself.
    public var languageChangeHandler: ((KeysmithInputView, KeyboardLanguage) -> Void)?

    /// Called with a toolbar link the user tapped, already allowed by the app's URL schemes; open it
    /// with `UIApplication.shared.open(_:)`. Keysmith does not open it itself, as it runs in
    /// keyboard extensions too, where `UIApplication.shared` is not available.
    public var urlHandler: ((KeysmithInputView, URL) -> Void)?

    /// Where the settings the user changes in the settings and themes panels are stored; without
    /// one they last as long as the keyboard.
    public var settingsStore: (any SettingsStore)? {
        didSet { session.services.settingsStore = settingsStore }
    }

    /// Runs the GIF panel's searches. Without one, every search is answered at once as unavailable
    /// and the panel says GIFs cannot be loaded; the rest of the keyboard works as usual.
    public var gifProvider: (any GIFProvider)? {
        didSet { session.services.gifProvider = gifProvider }
    }

    /// The user's settings: those the keyboard was made with, then those changed in its panels.
    public var settings: KeyboardSettings { session.settings }

    /// Where the words the keyboard learns are kept; without one they last as long as the keyboard.
    public let learnedWordStore: (any LearnedWordStore)?

    /// Problems reading or saving the learned words or saving the settings, for a developer to log;
    /// never any of the words. The keyboard works regardless.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The name of the layout on screen (JACKeyboard's `currentKeyboardFileName`).
    public var currentKeyboardName: String { session.state.layoutName }

    /// The shift state; setting it turns shift or caps lock on or off (JACKeyboard's
    /// `capitalization`).
    public var capitalization: ShiftState {
        get { session.state.shift }
        set { session.send(.setShift(newValue)) }
    }

    /// Input clicks play while the keyboard is visible.
    public var enableInputClicksWhenVisible: Bool { true }

    /// The engine and its state, carrying out its effects in the field.
    let session: KeyboardSession<FieldDocument>
    private var heightConstraint: NSLayoutConstraint?

    /// A keyboard for `textField`, showing `configuration`'s keyboard set.
    ///
    /// - Parameters:
    ///   - textField: the field the keyboard types into; make the keyboard its `inputView`.
    ///   - configuration: the keyboard set, its toolbar, themes and the other files that go with it.
    ///   - settings: the user's choices the keyboard starts with.
    ///   - suggestionProvider: what fills the suggestion bar and autocorrects, such as
    ///     `SuggestionProvider(lexicon: try Lexicon.english())`; nil for a keyboard without suggestions.
    ///   - learnedWordStore: where the words the keyboard learns are kept (a ``LearnedWordFile`` in the
    ///     app's Application Support folder, say); its words replace the provider's. Without a
    ///     provider, nothing is learned or stored.
    public convenience init(
        textField: UITextField, configuration: KeyboardConfiguration, settings: KeyboardSettings = .defaults,
        suggestionProvider: SuggestionProvider? = nil, learnedWordStore: (any LearnedWordStore)? = nil
    ) {
        self.init(
            configuration: configuration, settings: settings, suggestionProvider: suggestionProvider,
            learnedWordStore: learnedWordStore, traits: Self.traits(of: textField))
        self.textField = textField
        keyboardView.keyboardAppearance = textField.keyboardAppearance.rawValue
        updateHost()
    }

    /// A keyboard for `textView`, showing `configuration`'s keyboard set, with suggestions and learned
    /// words as for a text field (``init(textField:configuration:settings:suggestionProvider:learnedWordStore:)``).
    public convenience init(
        textView: UITextView, configuration: KeyboardConfiguration, settings: KeyboardSettings = .defaults,
        suggestionProvider: SuggestionProvider? = nil, learnedWordStore: (any LearnedWordStore)? = nil
    ) {
        self.init(
            configuration: configuration, settings: settings, suggestionProvider: suggestionProvider,
            learnedWordStore: learnedWordStore, traits: Self.traits(of: textView))
        self.textView = textView
        keyboardView.keyboardAppearance = textView.keyboardAppearance.rawValue
        updateHost()
    }

    private init(
        configuration: KeyboardConfiguration, settings: KeyboardSettings, suggestionProvider: SuggestionProvider?,
        learnedWordStore: (any LearnedWordStore)?, traits: HostTraits
    ) {
        let deviceClass = DeviceClass(
            isPad: UIDevice.current.userInterfaceIdiom == .pad, screenWidth: Double(UIScreen.main.bounds.size.width),
            screenHeight: Double(UIScreen.main.bounds.size.height))
        // With a store, suggestions wait for its words, so that nothing learned before they are read
        // is saved over them. Without a provider nothing is learned, and the store is never read.
        self.learnedWordStore = learnedWordStore
        let store = suggestionProvider == nil ? nil : learnedWordStore
        session = KeyboardSession.forShell(
            configuration: configuration, settings: settings,
            urlPolicy: URLPolicy(infoDictionary: Bundle.main.infoDictionary ?? [:]),
            host: traits.hostContext, deviceClass: deviceClass, document: FieldDocument())
        super.init(frame: .zero, inputViewStyle: .keyboard)
        allowsSelfSizing = true
        session.withDocument { $0.inputView = self }
        let shell = InputViewShell(inputView: self)
        session.services.system = shell
        session.services.urlOpener = shell
        session.services.pasteboard = ViewPasteboard(view: keyboardView)
        session.show(in: keyboardView) { [weak self] _ in self?.sessionDidTurn() }
        if store == nil, let suggestionProvider { session.replaceSuggestionProvider(suggestionProvider) }
        heightConstraint = addFilling(
            keyboardView, height: CGFloat(KeyboardViewport.viewHeight(for: .standard(for: deviceClass))))
        keyboardView.eventHandler = { [weak self] event in self?.handle(event) }
        keyboardView.traitsDidChange = { [weak self] in self?.updateHost() }
        if let store, let suggestionProvider {
            SuggestionResources.load(nil, store: store) { [weak self] resources in
                self?.learnedWordsDidLoad(resources, store: store, provider: suggestionProvider)
            }
        }
    }

    /// Not available: create the keyboard in code, for its field.
    public required init?(coder: NSCoder) {
        nil
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let screen = UIScreen.main.bounds.size
        let deviceClass = DeviceClass(
            isPad: traitCollection.userInterfaceIdiom == .pad, screenWidth: Double(screen.width),
            screenHeight: Double(screen.height))
        heightConstraint?.constant = CGFloat(KeyboardViewport.viewHeight(for: .standard(for: deviceClass)))
        session.update(deviceClass: deviceClass)
    }

    /// Brings the engine's picture of the field up to date before a finger lands (the user may have
    /// moved the cursor, or the app changed the text), then hands the event on.
    private func handle(_ event: KeyboardEvent) {
        if case .touchBegan = event, let snapshot = fieldSnapshot, snapshot.context != session.state.document {
            session.send(.documentChanged(snapshot.context))
        }
        session.send(event)
    }

    private var field: (any UIResponder & UITextInput)? {
        textField ?? textView
    }

    private var fieldSnapshot: FieldSnapshot? {
        guard let field else { return nil }
        let start = field.beginningOfDocument
        let text = field.textRange(from: start, to: field.endOfDocument).flatMap { field.text(in: $0) } ?? ""
        guard let selected = field.selectedTextRange else {
            let end = text.utf16.count
            return FieldSnapshot(text: text, selection: end..<end)
        }
        let lower = field.offset(from: start, to: selected.start)
        let upper = field.offset(from: start, to: selected.end)
        return FieldSnapshot(text: text, selection: lower..<max(lower, upper))
    }

    private func updateHost() {
        var traits =
            textField.map(Self.traits(of:)) ?? textView.map(Self.traits(of:))
            ?? HostTraits(hasFullAccess: true, operatingSystemVersion: ProcessInfo.processInfo.operatingSystemVersion)
        traits.handlesReturnKey = HostTraits.handlesReturnKeyInApp(
            isSingleLineField: textField != nil, hasReturnKeyHandler: returnKeyHandler != nil)
        traits.userInterfaceStyle = keyboardView.traitCollection.userInterfaceStyle.rawValue
        session.update(host: traits.hostContext)
    }

    private static func traits(of field: UITextField) -> HostTraits {
        HostTraits(
            keyboardType: field.keyboardType.rawValue, returnKeyType: field.returnKeyType.rawValue,
            autocapitalizationType: field.autocapitalizationType.rawValue,
            autocorrectionType: field.autocorrectionType.rawValue,
            isSecureTextEntry: field.isSecureTextEntry, hasFullAccess: true,
            keyboardAppearance: field.keyboardAppearance.rawValue,
            operatingSystemVersion: ProcessInfo.processInfo.operatingSystemVersion)
    }

    private static func traits(of field: UITextView) -> HostTraits {
        HostTraits(
            keyboardType: field.keyboardType.rawValue, returnKeyType: field.returnKeyType.rawValue,
            autocapitalizationType: field.autocapitalizationType.rawValue,
            autocorrectionType: field.autocorrectionType.rawValue,
            isSecureTextEntry: field.isSecureTextEntry, hasFullAccess: true,
            keyboardAppearance: field.keyboardAppearance.rawValue,
            operatingSystemVersion: ProcessInfo.processInfo.operatingSystemVersion)
    }

    // The delegates' methods are optional requirements: each is read as an optional function, which
    // is nil when the delegate does not implement it.

    /// Whether the field's delegate lets `request` happen; yes when there is no delegate or it does
    /// not implement the question.
    private func delegateAllows(_ request: FieldChangeRequest) -> Bool {
        if let textField {
            let ask: ((UITextField, NSRange, String) -> Bool)? = textField.delegate.flatMap {
                $0.textField(_:shouldChangeCharactersIn:replacementString:)
            }
            return ask?(textField, request.range, request.replacement) ?? true
        }
        if let textView {
            let ask: ((UITextView, NSRange, String) -> Bool)? = textView.delegate.flatMap {
                $0.textView(_:shouldChangeTextIn:replacementText:)
            }
            return ask?(textView, request.range, request.replacement) ?? true
        }
        return false
    }

    /// Starts suggestions with the stored words, or with the provider's when they could not be read
    /// (then nothing is saved, so that the stored words are not overwritten).
    private func learnedWordsDidLoad(
        _ resources: SuggestionResources, store: any LearnedWordStore, provider: SuggestionProvider
    ) {
        diagnostics += resources.diagnostics
        var provider = provider
        if let learnedWords = resources.learnedWords {
            provider.learnedWords = learnedWords
            session.services.learnedWordStore = LearnedWordSaver(store: store) { [weak self] diagnostic in
                self?.report(diagnostic)
            }
        }
        session.replaceSuggestionProvider(provider)
    }

    /// Tells the app the text changed, as the system keyboard does after each change.
    private func postTextChange() {
        if let textField {
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
            textField.sendActions(for: .editingChanged)
        } else if let textView {
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
            let didChange: ((UITextView) -> Void)? = textView.delegate.flatMap { $0.textViewDidChange(_:) }
            didChange?(textView)
        }
    }
}

extension KeysmithInputView {
    /// Adds `diagnostic` to ``diagnostics`` unless it is there already.
    fileprivate func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// After every turn, the session's problems join ``diagnostics``.
    fileprivate func sessionDidTurn() {
        for diagnostic in session.diagnostics { report(diagnostic) }
    }

    /// Carries out a turn's edits on the field, step by step, asking its delegate first. Returns the
    /// field as it is when the delegate refused a change, else nil.
    fileprivate func apply(_ edits: [TextEdit]) -> TextContext? {
        guard let field else { return nil }
        var vetoed = false
        for step in edits.flatMap(\.fieldSteps) {
            guard let snapshot = fieldSnapshot else { return nil }
            if let request = snapshot.changeRequest(for: step), !delegateAllows(request) {
                vetoed = true
                continue
            }
            switch step {
            case .insert(let text):
                field.insertText(text)
                postTextChange()
            case .deleteBackward:
                guard snapshot.changeRequest(for: step) != nil else { continue }
                field.deleteBackward()
                postTextChange()
            case .moveCursor(let offset):
                let target = snapshot.cursor(afterMovingBy: offset)
                if let position = field.position(from: field.beginningOfDocument, offset: target) {
                    field.selectedTextRange = field.textRange(from: position, to: position)
                }
            case .setMarkedText(let text):
                field.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
                postTextChange()
            case .unmarkText:
                field.unmarkText()
            }
        }
        // A skipped change leaves the field unlike the engine's picture of it.
        return vetoed ? fieldSnapshot?.context : nil
    }

    fileprivate func returnKeyTapped() {
        if let returnKeyHandler {
            returnKeyHandler(self)
        } else if let textField {
            let shouldReturn: ((UITextField) -> Bool)? = textField.delegate.flatMap { $0.textFieldShouldReturn(_:) }
            _ = shouldReturn?(textField)
        }
    }

    fileprivate func dismissKeyboard() {
        (textField ?? textView)?.resignFirstResponder()
    }
}

/// The app's field as its keyboard session edits it, through the input view that knows the field
/// and its delegate.
@MainActor
struct FieldDocument {
    weak var inputView: KeysmithInputView?
}

extension FieldDocument: @MainActor KeyboardDocument {
    mutating func perform(_ edits: [TextEdit]) -> TextContext? {
        inputView?.apply(edits)
    }
}

/// The input view as its session reaches it: the app's handlers. It holds the view weakly, as the
/// view holds the session. An app's keyboard has no other keyboards to switch to.
@MainActor
private struct InputViewShell {
    weak var inputView: KeysmithInputView?
}

extension InputViewShell: @MainActor KeyboardSystem, @MainActor URLOpener {
    func returnKeyTapped() {
        inputView?.returnKeyTapped()
    }

    func dismissKeyboard() {
        inputView?.dismissKeyboard()
    }

    func layoutDidChange(to name: String) {
        guard let inputView else { return }
        inputView.currentKeyboardChangeHandler?(inputView, name)
    }

    func languageDidChange(to language: KeyboardLanguage) {
        guard let inputView else { return }
        inputView.languageChangeHandler?(inputView, language)
    }

    func open(_ url: URL) {
        guard let inputView else { return }
        inputView.urlHandler?(inputView, url)
    }
}
#endif
