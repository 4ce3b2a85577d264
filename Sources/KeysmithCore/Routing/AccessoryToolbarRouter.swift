import Foundation

/// Decides the toolbar above the system keyboard in a host app's web view, from the page's path
/// rules and the page's `keyboard-toolbar` bridge messages. The iOS shell feeds it events and
/// applies the choice it returns; the router does no I/O.
///
/// The choice is, from strongest to weakest: the focused field's toolbar (`focus`), the page's
/// toolbar from the bridge (`connect`), then the page's path rules.
///
/// | event | effect |
/// |---|---|
/// | `visit(url)` | A page appeared: the path rules choose; earlier overrides are dropped and messages from this URL are listened to. Send it for every Turbo visit, including going back to a page. |
/// | `visitWithProperties(url, properties)` | The same, with the page's merged path properties as the app already has them (Hotwire Native's `properties`) instead of the router's rules. |
/// | `connect` | Data asking for a toolbar (`keyboard_toolbar`, `default_toolbar`) sets the page's override; data asking for nothing clears it. |
/// | `disconnect` | The component left the page: both overrides are dropped, back to the path's choice. |
/// | `focus` | Data asking for a toolbar sets the field's override; data asking for nothing clears it. The data's `text`, if a string, becomes the field's text for deep links. |
/// | `blur` | The field's override and text are dropped. |
/// | `pageWillDisappear` | Both overrides and the field's text are dropped, and messages are ignored until the next visit. |
///
/// As in Hotwire Native, a bridge message is ignored unless its `metadata.url` is exactly the
/// current page's URL (`absoluteString`) and the page is showing. Messages of other components and
/// unknown events are ignored.
public struct AccessoryToolbarRouter: Sendable {
    /// The path rules, applied at each visit. Replacing them takes effect at the next visit, as a
    /// new path configuration does in Turbo.
    public var rules: PathRuleSet
    /// Everything the router knows.
    public private(set) var state: State

    public init(rules: PathRuleSet, state: State = State()) {
        self.rules = rules
        self.state = state
    }

    /// What the shell tells the router.
    public enum Event: Sendable, Hashable {
        /// The web view shows the page at this URL.
        case visit(URL)
        /// The web view shows the page at this URL, whose merged path properties the app already
        /// computed (Hotwire Native's `properties`); the router's rules are not consulted.
        case visitWithProperties(URL, [String: JSONValue])
        /// A bridge message arrived from the page.
        case bridge(BridgeMessage)
        /// The page's view is about to go away.
        case pageWillDisappear
    }

    /// The page being shown and the toolbar choices that apply to it.
    public struct State: Sendable, Hashable {
        /// The page last visited; nil before the first visit.
        var url: URL?
        /// Whether the page is showing, so that its bridge messages count.
        var isPageActive: Bool
        /// What the path rules choose for `url`.
        var pathChoice: AccessoryToolbarChoice
        /// What the page asked for with `connect`.
        var bridgeOverride: AccessoryToolbarChoice?
        /// What the focused field asked for with `focus`.
        var fieldOverride: AccessoryToolbarChoice?
        /// The focused field's text as its latest `focus` message gave it, which deep links put in
        /// place of `[[KB_TEXT]]`; nil when no field is focused or the page sent no text.
        public var fieldText: String?

        public init(
            url: URL? = nil, isPageActive: Bool = false, pathChoice: AccessoryToolbarChoice = .system,
            bridgeOverride: AccessoryToolbarChoice? = nil, fieldOverride: AccessoryToolbarChoice? = nil,
            fieldText: String? = nil
        ) {
            self.url = url
            self.isPageActive = isPageActive
            self.pathChoice = pathChoice
            self.bridgeOverride = bridgeOverride
            self.fieldOverride = fieldOverride
            self.fieldText = fieldText
        }

        /// The toolbar to show now.
        var choice: AccessoryToolbarChoice {
            fieldOverride ?? bridgeOverride ?? pathChoice
        }
    }

    /// The toolbar to show now.
    public var choice: AccessoryToolbarChoice { state.choice }

    /// Applies `event` and returns the toolbar to show.
    @discardableResult
    public mutating func handle(_ event: Event) -> AccessoryToolbarChoice {
        switch event {
        case .visit(let url):
            state = State(url: url, isPageActive: true, pathChoice: rules.toolbarChoice(for: url))
        case .visitWithProperties(let url, let properties):
            state = State(url: url, isPageActive: true, pathChoice: AccessoryToolbarChoice(properties: properties))
        case .bridge(let message):
            handle(message)
        case .pageWillDisappear:
            state.isPageActive = false
            state.bridgeOverride = nil
            state.fieldOverride = nil
            state.fieldText = nil
        }
        return state.choice
    }

    /// Whether `message` is for the keyboard toolbar of the page being shown.
    func accepts(_ message: BridgeMessage) -> Bool {
        guard state.isPageActive, let url = state.url, message.component == BridgeMessage.keyboardToolbarComponent
        else {
            return false
        }
        return message.metadata?.url == url.absoluteString
    }

    private mutating func handle(_ message: BridgeMessage) {
        guard accepts(message), let event = KeyboardToolbarEvent(rawValue: message.event) else { return }
        switch event {
        case .connect:
            state.bridgeOverride = AccessoryToolbarChoice.requested(by: message.data)
        case .disconnect:
            state.bridgeOverride = nil
            state.fieldOverride = nil
            state.fieldText = nil
        case .focus:
            state.fieldOverride = AccessoryToolbarChoice.requested(by: message.data)
            state.fieldText = message.data[KeyboardToolbarEvent.fieldTextKey]?.stringValue
        case .blur:
            state.fieldOverride = nil
            state.fieldText = nil
        }
    }
}

/// The events of the `keyboard-toolbar` bridge component. Their data uses the path configuration's
/// property names: `{"keyboard_toolbar": "CommentToolbar"}` or `{"default_toolbar": false}`.
/// A `focus` may also carry the field's text, `{"keyboard_toolbar": "Search", "text": "sushi"}`,
/// and is sent again as the text changes.
enum KeyboardToolbarEvent: String, Sendable, Hashable, CaseIterable {
    /// The component appeared on the page; its data is the page's toolbar.
    case connect
    /// The component left the page.
    case disconnect
    /// A field gained focus, or its text changed; its data is that field's toolbar and text.
    case focus
    /// The field lost focus.
    case blur

    /// The key of the field's text in a `focus` message's data.
    static let fieldTextKey = "text"
}
