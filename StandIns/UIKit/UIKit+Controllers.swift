// The part of the stand-in UIKit that holds view controllers: the view controller and its view's
// life, and the input view controller of a keyboard extension with its text document proxy. The
// rules of UIKit.swift apply: one declaration per line, each listed in apple-api.txt with Apple's
// signature.
import Foundation
import ObjectiveC

@MainActor open class UIViewController: UIResponder {
    var loadedView: UIView?
    var storedTitle: String?

    open var view: UIView! { get { loadViewIfNeededStandIn() } set { install(newValue) } }
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.standard }
    open var extensionContext: NSExtensionContext? { standInExtensionContext }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    #if !_runtime(_ObjC)
    // Without Objective-C interop, members declared in an extension cannot be overridden.
    open func viewWillDisappear(_ animated: Bool) {}
    #endif

    /// The extension's context: none for an app's view controller.
    var standInExtensionContext: NSExtensionContext? { nil }

    /// The view, made (as `loadView()` makes it: a plain view) and followed by `viewDidLoad()` the
    /// first time it is asked for.
    private func loadViewIfNeededStandIn() -> UIView {
        if let loadedView { return loadedView }
        install(UIView(frame: UIScreen.main.bounds))
        viewDidLoad()
        return loadedView!
    }

    private func install(_ view: UIView?) {
        loadedView?.owningController = nil
        loadedView = view
        view?.owningController = self
    }
}

@MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The field of the app the keyboard types into, as the system gives it to the extension.
    package let host = TextDocumentProxy()
    /// What the system was asked: input mode switches, the input mode list, dismissals.
    package var inputModeSwitches = 0
    package var inputModeLists = 0
    package var dismissals = 0
    package var grantsFullAccess = false
    package var showsInputModeSwitchKey = true
    package var supplementaryLexicon: [UILexiconEntry] = []
    package let context = NSExtensionContext()
    var storedPrimaryLanguage: String?

    open var textDocumentProxy: any UITextDocumentProxy { host }
    open var needsInputModeSwitchKey: Bool { showsInputModeSwitchKey }
    open var hasFullAccess: Bool { grantsFullAccess }
    open var primaryLanguage: String? { get { storedPrimaryLanguage } set { storedPrimaryLanguage = newValue } }
    open func advanceToNextInputMode() { inputModeSwitches += 1 }
    open func dismissKeyboard() { dismissals += 1 }
    open func handleInputModeList(from view: UIView, with event: UIEvent) { inputModeLists += 1 }
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) { deliverLexicon(completionHandler) }
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    open func textDidChange(_ textInput: (any UITextInput)?) {}

    override var standInExtensionContext: NSExtensionContext? { context }

    /// The lexicon comes later, on the main queue, as the system's does.
    private func deliverLexicon(_ completion: @escaping (UILexicon) -> Void) {
        let lexicon = UILexicon(entries: supplementaryLexicon)
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(lexicon) } }
    }
}

@MainActor open class UILexicon: NSObject {
    let storedEntries: [UILexiconEntry]

    init(entries: [UILexiconEntry]) { storedEntries = entries }

    open var entries: [UILexiconEntry] { storedEntries }
}

@MainActor open class UILexiconEntry: NSObject {
    let text: String
    let input: String

    package init(documentText: String, userInput: String) {
        text = documentText
        input = userInput
    }

    open var documentText: String { text }
    open var userInput: String { input }
}
