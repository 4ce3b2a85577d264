#if canImport(UIKit)
import KeysmithUIKit
import UIKit

/// The keyboard's settings, edited in the app: each switch writes the settings to the App Group's
/// store, which the keyboard reads each time it appears. A button forgets the words the keyboard
/// learned.
final class SettingsViewController: UIViewController {
    /// One switch: its title and the setting it turns on and off.
    private struct Option {
        let title: String
        let setting: WritableKeyPath<KeyboardSettings, Bool>
    }

    private let options = [
        Option(title: "Key clicks", setting: \.playsInputClicks),
        Option(title: "Haptics (with full access)", setting: \.playsHaptics),
        Option(title: "Auto-capitalisation", setting: \.autoCapitalization),
        Option(title: "Two spaces type “. ”", setting: \.doubleSpaceTypesPeriod),
        Option(title: "Smart quotes", setting: \.smartQuotes),
        Option(title: "Slide to type", setting: \.swipeTyping),
        Option(title: "Block offensive words", setting: \.blocksOffensiveWords),
    ]
    private var rows: [(label: UILabel, toggle: UISwitch)] = []
    private let status = UILabel(frame: .zero)
    private let forgetButton = UIButton(type: .system)
    private let store = AppGroup.settingsStore

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Keyboard settings"
        view.backgroundColor = .systemBackground
        for option in options {
            let label = UILabel(frame: .zero)
            label.text = option.title
            let toggle = UISwitch(frame: .zero)
            toggle.addTarget(self, action: #selector(toggleChanged), for: .valueChanged)
            view.addSubview(label)
            view.addSubview(toggle)
            rows.append((label, toggle))
        }
        status.numberOfLines = 0
        forgetButton.setTitle("Forget the words the keyboard learned", for: .normal)
        forgetButton.addTarget(self, action: #selector(forgetLearnedWords), for: .touchUpInside)
        view.addSubview(status)
        view.addSubview(forgetButton)
    }

    /// Reads the settings again each time the screen appears: the keyboard saves them too (the
    /// language it was last on, recent emoji, its own settings panel).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let settings = loadSettings()
        for (option, row) in zip(options, rows) {
            row.toggle.isOn = settings[keyPath: option.setting]
        }
        showStatus()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        // Below the navigation bar, and within an iPhone SE's 568 points.
        var y: CGFloat = 120
        for row in rows {
            row.label.frame = CGRect(x: 20, y: y, width: width - 70, height: 44)
            row.toggle.frame = CGRect(x: 20 + width - 51, y: y + 6, width: 51, height: 31)
            y += 46
        }
        status.frame = CGRect(x: 20, y: y + 10, width: width, height: 90)
        forgetButton.frame = CGRect(x: 20, y: y + 110, width: width, height: 44)
    }

    /// Saves the switches' settings over what is stored now, so that what the keyboard saved since
    /// the screen appeared (its language, recent emoji) stays.
    @objc private func toggleChanged() {
        guard let store else { return }
        var settings = loadSettings()
        for (option, row) in zip(options, rows) {
            settings[keyPath: option.setting] = row.toggle.isOn
        }
        do {
            try store.save(settings)
        } catch {
            status.text = "The setting could not be saved: \(error.localizedDescription)"
        }
    }

    @objc private func forgetLearnedWords() {
        guard let file = AppGroup.learnedWords else { return }
        do {
            if FileManager.default.fileExists(atPath: file.url.path) {
                try FileManager.default.removeItem(at: file.url)
            }
            showStatus()
        } catch {
            status.text = "The learned words could not be deleted: \(error.localizedDescription)"
        }
    }

    private func loadSettings() -> KeyboardSettings {
        guard let store else { return .defaults }
        let loaded = store.load()
        for diagnostic in loaded.diagnostics { print(diagnostic.description) }
        return loaded.settings
    }

    /// Says where the settings and learned words are, or why they cannot be shared.
    private func showStatus() {
        guard store != nil, let file = AppGroup.learnedWords else {
            status.text = """
                The App Group cannot be opened, so the keyboard cannot read these settings: check \
                that both targets have the App Group of project.yml in their entitlements.
                """
            return
        }
        status.text =
            FileManager.default.fileExists(atPath: file.url.path)
            ? "The keyboard shares these settings and the words it learned with the app."
            : """
            The keyboard reads these settings when it appears. It shares the words it learns with \
            the app once it has full access; it has none stored here yet.
            """
    }
}
#endif
