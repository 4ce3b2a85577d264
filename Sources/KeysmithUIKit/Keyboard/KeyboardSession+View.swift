#if canImport(UIKit)
import UIKit

extension KeyboardSession {
    /// A session for an iOS keyboard: deferred work in the background with answers on the main actor
    /// (``MainActorScheduler``), ticks on the clock of `UITouch.timestamp`, and key feedback played
    /// by the system. Suggestions are deferred, so that no search runs on a touch.
    @MainActor
    static func forShell(
        configuration: KeyboardConfiguration, settings: KeyboardSettings, urlPolicy: URLPolicy, host: HostContext,
        deviceClass: DeviceClass, document: Document, primaryLanguage: String? = nil
    ) -> KeyboardSession {
        // The user's typing options live in the state's settings, which the engine reads, so that a
        // change made in the settings panel takes effect at once.
        let engine = KeyboardEngine(
            configuration: configuration, behavior: .standard, urlPolicy: urlPolicy, suggestionScheduling: .deferred)
        let state = engine.initialState(
            host: host, deviceClass: deviceClass, settings: settings, primaryLanguage: primaryLanguage)
        let services = SessionServices(
            scheduler: MainActorScheduler(), clock: SystemClock(), feedback: FeedbackPlayer())
        return KeyboardSession(engine: engine, state: state, document: document, services: services)
    }

    /// Shows the session in `view`: the view's touches go to the session, and after every turn the
    /// view draws the new model (which carries its palette, so a theme chosen in the themes panel
    /// shows at once) before `didTurn` is called.
    @MainActor
    func show(in view: KeysmithKeyboardView, didTurn: @escaping (SessionTurn) -> Void) {
        view.eventHandler = { [weak self] event in self?.send(event) }
        onTurn = { [weak self, weak view] turn in
            guard let self else { return }
            view?.model = self.model
            didTurn(turn)
        }
        view.model = model
    }
}

/// Puts stickers and GIFs on the general pasteboard, with the images of a keyboard view's bundle.
@MainActor
struct ViewPasteboard {
    weak var view: KeysmithKeyboardView?
}

extension ViewPasteboard: @MainActor KeyboardPasteboard {
    func copyImage(named name: String) {
        guard let view else { return }
        Pasteboard.copyImage(named: name, in: view.imageBundle, compatibleWith: view.traitCollection)
    }

    func copy(_ gif: GIF) {
        Pasteboard.copy(gif)
    }
}
#endif
