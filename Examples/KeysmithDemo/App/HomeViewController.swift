#if canImport(UIKit)
import UIKit

/// The app's first screen: how to turn the keyboard on, a field to try it in, and the way to the
/// keyboard's settings and to the web view whose toolbar Keysmith chooses.
final class HomeViewController: UIViewController {
    private let steps = UILabel(frame: .zero)
    private let field = UITextField(frame: .zero)
    private let settingsButton = UIButton(type: .system)
    private let webViewButton = UIButton(type: .system)
    private let systemSettingsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Keysmith Demo"
        view.backgroundColor = .systemBackground

        steps.numberOfLines = 0
        steps.text = """
            1. In Settings › General › Keyboard › Keyboards, tap Add New Keyboard… and choose \
            Keysmith Demo.
            2. Tap Keysmith Demo there and allow full access: the keyboard then shares its settings \
            and the words it learns with this app. It never sends what you type anywhere.
            3. Tap the field below, hold the globe key and choose Keysmith Demo. The globe key then \
            goes through English, French and German.
            """
        field.placeholder = "Type here with the Keysmith keyboard"
        field.borderStyle = .roundedRect

        settingsButton.setTitle("Keyboard settings", for: .normal)
        settingsButton.addTarget(self, action: #selector(showSettings), for: .touchUpInside)
        webViewButton.setTitle("Toolbars above the keyboard in a web view", for: .normal)
        webViewButton.addTarget(self, action: #selector(showWebView), for: .touchUpInside)
        systemSettingsButton.setTitle("Open this app in Settings", for: .normal)
        systemSettingsButton.addTarget(self, action: #selector(openSystemSettings), for: .touchUpInside)

        for subview in [steps, field, settingsButton, webViewButton, systemSettingsButton] {
            view.addSubview(subview)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        // Below the navigation bar, and within an iPhone SE's 568 points.
        steps.frame = CGRect(x: 20, y: 120, width: width, height: 200)
        field.frame = CGRect(x: 20, y: 330, width: width, height: 44)
        settingsButton.frame = CGRect(x: 20, y: 390, width: width, height: 44)
        webViewButton.frame = CGRect(x: 20, y: 440, width: width, height: 44)
        systemSettingsButton.frame = CGRect(x: 20, y: 490, width: width, height: 44)
    }

    @objc private func showSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }

    /// The screen of `Examples/WebView`, which this app builds from that folder's files.
    @objc private func showWebView() {
        let webView = WebViewController()
        webView.title = "Web view"
        navigationController?.pushViewController(webView, animated: true)
    }

    /// The app's page in Settings, which lists the keyboard under Keyboards once the app is
    /// installed, with its Allow Full Access switch.
    @objc private func openSystemSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}
#endif
