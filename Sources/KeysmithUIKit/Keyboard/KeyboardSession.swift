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
    /// Called after every event, once its effects are carried out and the view has its new model.
    func sessionDidUpdate()
}

/// The engine, its state and the view that draws it, joined: every event goes through ``send(_:)``,
/// which hands it to the engine, carries out the effects in order, and gives the view the new render
/// model. It also keeps the display link that sends `tick` while the state needs it.
@MainActor
final class KeyboardSession {
    let engine: KeyboardEngine
    private(set) var state: KeyboardState
    let view: KeysmithKeyboardView
    var settings: KeyboardSettings
    weak var host: (any KeyboardSessionHost)?

    private let feedback = FeedbackPlayer()
    private var displayLink: CADisplayLink?
    private lazy var displayLinkTarget = DisplayLinkTarget(session: self)

    init(configuration: KeyboardConfiguration, settings: KeyboardSettings, host: HostContext, deviceClass: DeviceClass, view: KeysmithKeyboardView) {
        self.engine = KeyboardEngine(configuration: configuration, behavior: settings.applied(to: .standard))
        self.state = engine.initialState(host: host, deviceClass: deviceClass)
        self.settings = settings
        self.view = view
        view.theme = settings.theme(in: configuration.themes)
        view.eventHandler = { [weak self] event in self?.send(event) }
        view.model = engine.render(state)
    }

    /// Hands `event` to the engine and carries out what it says.
    func send(_ event: KeyboardEvent) {
        let effects = engine.handle(event, state: &state)
        if let actual = perform(effects) {
            // The engine's picture is replaced by the field as it is; what that turn asks is carried
            // out too, but a second disagreement waits for the next event.
            _ = perform(engine.handle(.documentChanged(actual), state: &state))
        }
        view.model = engine.render(state)
        updateDisplayLink()
        host?.sessionDidUpdate()
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
        if engine.setShift(shift, state: &state) { view.model = engine.render(state) }
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
            case .feedback(let kind): feedback.play(kind.output(settings: settings, hasFullAccess: state.host.hasFullAccess))
            case .returnKeyAction: host?.returnKeyTapped()
            case .advanceToNextInputMode: host?.advanceToNextInputMode()
            case .showInputModeList: host?.showInputModeList()
            case .dismissKeyboard: host?.dismissKeyboard()
            case .layoutChanged(let name): host?.layoutDidChange(to: name)
            }
        }
        flush()
        return actual
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
