#if canImport(UIKit)
import KeysmithUIKit
import UIKit

/// A screen with one search field that types with a Keysmith keyboard instead of the system's, as
/// JACKeyboard's keyboards were used: the field returns the keyboard as its `inputView`.
///
/// The return key runs the search (a JACKeyboard-style `returnKeyHandler`), and the field's delegate
/// limits the query to 40 characters: the keyboard asks it before every change and skips what it
/// refuses, as the system keyboard does. Suggestions come from Keysmith's English lexicon, and the
/// words the keyboard learns are kept in the app's Application Support folder.
final class InAppKeyboardViewController: UIViewController, UITextFieldDelegate {
    private let searchField = UITextField(frame: .zero)
    private let resultLabel = UILabel(frame: .zero)

    /// The longest query the field accepts, in UTF-16 code units as `NSRange` counts them.
    private let maximumQueryLength = 40

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.returnKeyType = .search
        searchField.autocapitalizationType = .sentences
        searchField.delegate = self
        view.addSubview(searchField)
        view.addSubview(resultLabel)

        // Keysmith's embedded English set; an app would usually load its own with
        // `KeyboardConfiguration.load(folder:)` from a folder in its bundle.
        guard let configuration = KeyboardConfiguration.embedded().value else { return }
        let keyboard = KeysmithInputView(
            textField: searchField, configuration: configuration, suggestionProvider: makeSuggestionProvider(),
            learnedWordStore: learnedWordStore)
        keyboard.returnKeyHandler = { [weak self] keyboard in
            self?.search(for: keyboard.textField?.text ?? "")
        }
        keyboard.currentKeyboardChangeHandler = { [weak self] keyboard, layoutName in
            self?.resultLabel.text = "Layout: \(layoutName)"
        }
        searchField.inputView = keyboard
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        searchField.frame = CGRect(x: 20, y: 120, width: width, height: 44)
        resultLabel.frame = CGRect(x: 20, y: 180, width: width, height: 44)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchField.becomeFirstResponder()
    }

    /// Suggestions from Keysmith's English lexicon, mapped from its resource bundle; without it the
    /// keyboard types as well, with the toolbar where the suggestions would be.
    private func makeSuggestionProvider() -> SuggestionProvider? {
        do {
            return SuggestionProvider(lexicon: try Lexicon.english())
        } catch {
            print("The keyboard types without suggestions: \(error)")
            return nil
        }
    }

    /// The words the keyboard learns, kept in the app's Application Support folder.
    private var learnedWordStore: LearnedWordFile? {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first.map(
            LearnedWordFile.init(folder:))
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let length = (textField.text ?? "").utf16.count - range.length + string.utf16.count
        return length <= maximumQueryLength
    }

    private func search(for query: String) {
        resultLabel.text = query.isEmpty ? "Type something to search for" : "Searching for “\(query)”"
        searchField.resignFirstResponder()
    }
}
#endif
