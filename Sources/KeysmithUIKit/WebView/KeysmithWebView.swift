#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

/// A web view whose toolbar above the system keyboard follows Keysmith's routing: the system
/// toolbar, none, or a Keysmith toolbar, as the path configuration and the page's
/// `keyboard-toolbar` messages decide (see ``KeysmithWebViewRouting``, which sets
/// ``accessoryToolbarChoice`` and ``fieldText``).
///
/// Use it wherever the app makes its web views, such as Hotwire Native's
/// `Hotwire.config.makeCustomWebView`. A new choice made while a field of the page is focused
/// replaces the toolbar at once.
@available(iOSApplicationExtension, unavailable)
@MainActor
open class KeysmithWebView: WKWebView {
    /// The toolbar to show above the keyboard.
    public var accessoryToolbarChoice: AccessoryToolbarChoice = .system {
        didSet {
            if accessoryToolbarChoice != oldValue { updateAccessoryToolbar() }
        }
    }

    /// The focused field's text, which a Keysmith toolbar's deep links put in place of
    /// `[[KB_TEXT]]`; nil when the page sent none.
    public var fieldText: String? {
        didSet { accessoryToolbarView?.fieldText = fieldText }
    }

    /// Looks up the Keysmith toolbar a choice names; nil when there is none, and the system
    /// toolbar stays.
    public var toolbarNamed: ((String) -> ResolvedToolbar?)? {
        didSet { updateAccessoryToolbar() }
    }

    /// The bundle holding the images that toolbar items name in `iconResource`.
    public var imageBundle: Bundle = .main {
        didSet { updateAccessoryToolbar() }
    }

    /// Opens the links of Keysmith toolbar buttons. By default they open as any link the app opens,
    /// through `UIApplication`.
    public var linkHandler: ((URL) -> Void)?

    /// What is shown above the keyboard now, decided from ``accessoryToolbarChoice``.
    public private(set) var accessoryToolbarDisplay: AccessoryToolbarDisplay = .system

    /// The Keysmith toolbar, while one is shown.
    public private(set) var accessoryToolbarView: KeysmithAccessoryToolbarView?

    /// The system toolbar, none, or the Keysmith toolbar, as ``accessoryToolbarDisplay`` says.
    open override var inputAccessoryView: UIView? {
        switch accessoryToolbarDisplay {
        case .system: super.inputAccessoryView
        case .none: nil
        case .keysmith: accessoryToolbarView
        }
    }

    private func updateAccessoryToolbar() {
        let display = AccessoryToolbarDisplay(accessoryToolbarChoice) { [toolbarNamed] name in toolbarNamed?(name) }
        guard display != accessoryToolbarDisplay else { return }
        accessoryToolbarDisplay = display
        if case .keysmith(_, let items) = display {
            let toolbarView = KeysmithAccessoryToolbarView(items: items, imageBundle: imageBundle)
            toolbarView.fieldText = fieldText
            toolbarView.linkHandler = { [weak self] url in self?.open(url) }
            accessoryToolbarView = toolbarView
        } else {
            accessoryToolbarView = nil
        }
        // The page's field, not the web view, is the first responder; only it can swap the toolbar.
        firstResponder(in: self)?.reloadInputViews()
    }

    private func open(_ url: URL) {
        if let linkHandler {
            linkHandler(url)
        } else {
            UIApplication.shared.open(url)
        }
    }

    /// The first responder among `view` and the views inside it.
    private func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let responder = firstResponder(in: subview) { return responder }
        }
        return nil
    }
}
#endif
