import Foundation
import Testing
import UIKit
@testable import KeysmithUIKit

/// Learned words kept in memory, counting the saves.
final class MemoryLearnedWordStore: LearnedWordStore, @unchecked Sendable {
    private let lock = NSLock()
    private var words = LearnedWords()
    private var saveCount = 0

    var saves: Int { lock.withLock { saveCount } }

    func load() throws -> LearnedWords { lock.withLock { words } }

    func save(_ words: LearnedWords) throws {
        lock.withLock {
            self.words = words
            saveCount += 1
        }
    }
}

/// A text field's delegate that refuses the letter z and counts returns.
@MainActor
final class FieldDelegate: UITextFieldDelegate, UITextViewDelegate {
    var returns = 0
    var changes = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        string != "z"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        return true
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "z"
    }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
    }
}

/// Counts the notifications named `name` that `object` posts.
final class NotificationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var posted = 0
    private var observer: (any NSObjectProtocol)?

    var count: Int { lock.withLock { posted } }

    init(_ name: Notification.Name, of object: AnyObject) {
        observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            self?.lock.withLock { self?.posted += 1 }
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

/// The whole text of `textView`.
@MainActor
func text(of textView: UITextView) -> String? {
    textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument).flatMap(textView.text(in:))
}

/// A Keysmith keyboard in an app's own text field or text view, typed on by touches.
@MainActor
@Suite(.serialized) struct KeysmithInputViewTests {
    let configuration = KeyboardConfiguration.loadFirst(of: [Repository.bilingual])!.configuration
    let delegate = FieldDelegate()

    /// Lays `keyboard` out as the window shows an input view: the screen's width, its own height.
    func show(_ keyboard: KeysmithInputView) -> Typist {
        let height = CGFloat(KeyboardViewport.viewHeight(for: .standard(for: .iphonePortrait)))
        keyboard.layOutAsRootView(in: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: height))
        return Typist(window: keyboard, keyboard: keyboard.keyboardView)
    }

    @Test func typesIntoATextFieldAskingItsDelegate() async {
        let field = UITextField(frame: .zero)
        field.delegate = delegate
        let changes = NotificationCounter(UITextField.textDidChangeNotification, of: field)
        let keyboard = KeysmithInputView(textField: field, configuration: configuration)
        field.inputView = keyboard
        var typist = show(keyboard)
        #expect(keyboard.keyboardView.frame.width == UIScreen.main.bounds.width)
        typist.type("lazy cat")
        #expect(field.text == "Lay cat")
        #expect(changes.count == 7)
        typist.tap(.delete)
        #expect(field.text == "Lay ca")
        // The app moves the cursor: the keyboard reads the field before the next finger lands, and
        // capitalises the start of the sentence.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        typist.type("a")
        #expect(field.text == "ALay ca")
        typist.tap(.return)
        #expect(delegate.returns == 1)
        var returned = 0
        keyboard.returnKeyHandler = { _ in returned += 1 }
        typist.tap(.return)
        #expect(returned == 1)
        #expect(field.inputView === keyboard)
    }

    @Test func typesIntoATextViewWithSuggestionsAndLearnedWords() async throws {
        let textView = UITextView(frame: .zero)
        textView.delegate = delegate
        let store = MemoryLearnedWordStore()
        let provider = SuggestionProvider(lexicon: try Lexicon.english())
        let keyboard = KeysmithInputView(
            textView: textView, configuration: configuration, suggestionProvider: provider, learnedWordStore: store)
        await settle(keyboard)
        var typist = show(keyboard)
        typist.type("hello there ")
        await settle(keyboard)
        #expect(text(of: textView) == "Hello there ")
        #expect(delegate.changes == 12)
        #expect(keyboard.learnedWordStore != nil)
        #expect(keyboard.diagnostics.isEmpty)
        // Return types a line break in a text view.
        typist.tap(.return)
        #expect(text(of: textView) == "Hello there \n")
        await settle(keyboard)
    }

    @Test func reportsLayoutsLanguagesShiftAndDismissal() {
        let field = UITextField(frame: .zero)
        field.becomeFirstResponder()
        let keyboard = KeysmithInputView(textField: field, configuration: configuration)
        var typist = show(keyboard)
        var layouts: [String] = []
        keyboard.currentKeyboardChangeHandler = { _, name in layouts.append(name) }
        let start = keyboard.currentKeyboardName
        typist.tap(.switchKeyboard)
        #expect(layouts == [keyboard.currentKeyboardName])
        #expect(keyboard.currentKeyboardName != start)
        keyboard.capitalization = .capsLock
        #expect(keyboard.capitalization == .capsLock)
        #expect(keyboard.enableInputClicksWhenVisible)
        #expect(keyboard.settings == .defaults)
        #expect(field.isFirstResponder)
    }
}
