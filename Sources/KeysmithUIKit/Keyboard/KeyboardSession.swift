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
    /// Opens a link the engine's ``URLPolicy`` allowed.
    func open(_ url: URL)
    /// Stores settings the user changed in a panel with the host's ``SettingsStore``.
    func save(_ settings: KeyboardSettings)
    /// Stores the learned words with the host's ``LearnedWordStore``.
    func save(_ words: LearnedWords)
    /// Puts the image asset `name` (a sticker) on the pasteboard.
    func copyImageToPasteboard(named name: String)
    /// Puts `gif` on the pasteboard.
    func copyGIFToPasteboard(_ gif: GIF)
    /// Runs the GIF panel's searches; nil when the keyboard has none, and every search is then
    /// answered at once as unavailable.
    var gifProvider: (any GIFProvider)? { get }
    /// Called after every event, once its effects are carried out and the view has its new model.
    func sessionDidUpdate()
}

extension KeyboardSessionHost {
    /// Hosts without a ``LearnedWordStore`` keep learned words for the session only.
    func save(_ words: LearnedWords) {}
}

/// The engine, its state and the view that draws it, joined: every event goes through ``send(_:)``,
/// which hands it to the engine, carries out the effects in order, and gives the view the new render
/// model. It also keeps the display link that sends `tick` while the state needs it.
///
/// Events that arrive while a turn is being carried out (the answer of a GIF search given at once)
/// wait for that turn to finish, so that effects are always carried out in the order they came.
@MainActor
final class KeyboardSession {
    let engine: KeyboardEngine
    private(set) var state: KeyboardState
    let view: KeysmithKeyboardView
    /// The user's settings, kept in step with what the session last saved.
    private(set) var settings: KeyboardSettings
    weak var host: (any KeyboardSessionHost)?

    private let feedback = FeedbackPlayer()
    private var queuedEvents: [KeyboardEvent] = []
    private var isHandlingEvent = false
    private var displayLink: CADisplayLink?
    private lazy var displayLinkTarget = DisplayLinkTarget(session: self)

    /// A session for `configuration`, starting from the user's `settings` and opening only the links
    /// `urlPolicy` allows (the app's, from `URLPolicy(infoDictionary:)`).
    init(
        configuration: KeyboardConfiguration, settings: KeyboardSettings, urlPolicy: URLPolicy, host: HostContext,
        deviceClass: DeviceClass, view: KeysmithKeyboardView
    ) {
        // The user's typing options live in the state's settings, which the engine reads, so that a
        // change made in the settings panel takes effect at once.
        self.engine = KeyboardEngine(configuration: configuration, behavior: .standard, urlPolicy: urlPolicy)
        self.state = engine.initialState(host: host, deviceClass: deviceClass, settings: settings)
        self.settings = settings
        self.view = view
        view.eventHandler = { [weak self] event in self?.send(event) }
        render()
    }

    /// Hands `event` to the engine and carries out what it says; an event sent while another is
    /// being carried out follows it.
    func send(_ event: KeyboardEvent) {
        queuedEvents.append(event)
        guard !isHandlingEvent else { return }
        isHandlingEvent = true
        defer { isHandlingEvent = false }
        while !queuedEvents.isEmpty {
            handle(queuedEvents.removeFirst())
        }
    }

    private func handle(_ event: KeyboardEvent) {
        let effects = engine.handle(event, state: &state)
        if let actual = perform(effects) {
            // The engine's picture is replaced by the field as it is; what that turn asks is carried
            // out too, but a second disagreement waits for the next event.
            _ = perform(engine.handle(.documentChanged(actual), state: &state))
        }
        render()
        updateDisplayLink()
        host?.sessionDidUpdate()
    }

    /// Gives the view the model and the theme it names, so that a theme chosen in the themes panel
    /// shows at once.
    private func render() {
        let model = engine.render(state)
        let theme = engine.theme(named: model.themeName)
        if view.theme != theme { view.theme = theme }
        view.model = model
    }

    /// Sends `hostChanged` when the host's context differs from the engine's.
    func update(host context: HostContext) {
        if context != state.host { send(.hostChanged(context)) }
    }

    /// Sends `deviceChanged` when the device class differs from the engine's.
    func update(deviceClass: DeviceClass) {
        if deviceClass != state.deviceClass { send(.deviceChanged(deviceClass)) }
    }

    /// Sets the shift state from outside, as an app may.
    func setShift(_ shift: ShiftState) {
        if engine.setShift(shift, state: &state) { render() }
    }

    /// Stops the display link; the session can be dropped afterwards.
    func stop() {
        displayLink?.invalidate()
        displayLink = nil
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
            case .openURL(let url): host?.open(url)
            case .saveSettings(let saved):
                host?.save(saved)
                settings = saved
            case .copyImageToPasteboard(let name): host?.copyImageToPasteboard(named: name)
            case .copyGIFToPasteboard(let gif): host?.copyGIFToPasteboard(gif)
            case .searchGIFs(let request): search(request)
            case .saveLearnedWords(let words): host?.save(words)
            }
        }
        flush()
        return actual
    }

    /// Runs `request` with the host's GIF provider and sends the answer when it comes; without a
    /// provider, answers at once that GIFs are unavailable (a keyboard must work offline).
    private func search(_ request: GIFSearchRequest) {
        guard let provider = host?.gifProvider else {
            queuedEvents.append(.gifSearchCompleted(.unavailable(answering: request)))
            return
        }
        Task { [weak self] in
            let answer = await provider.response(to: request)
            self?.send(answer)
        }
    }

    /// Sends one tick per frame, on the same clock as `UITouch.timestamp`.
    fileprivate func displayLinkDidFire() {
        guard let displayLink else { return }
        send(.tick(time: displayLink.timestamp))
    }

    private func updateDisplayLink() {
        if state.needsTicks, displayLink == nil {
            let link = CADisplayLink(target: displayLinkTarget, selector: #selector(DisplayLinkTarget.step))
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !state.needsTicks, let link = displayLink {
            link.invalidate()
            displayLink = nil
        }
    }
}

/// The display link's target: it keeps the session weakly, as a display link retains its target.
@MainActor
private final class DisplayLinkTarget: NSObject {
    weak var session: KeyboardSession?

    init(session: KeyboardSession) {
        self.session = session
    }

    /// Called by the display link once per frame. (Objective-C passes the display link as an
    /// argument, which a method without parameters ignores; the session reads its own link.)
    @objc func step() {
        session?.displayLinkDidFire()
    }
}
#endif
