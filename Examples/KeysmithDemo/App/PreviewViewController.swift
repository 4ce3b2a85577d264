#if canImport(UIKit)
import UIKit

/// Shows the text that a `keysmith-demo://preview?text=…` link carried: the comment typed in the
/// web view, sent by the "Preview in the app" button of its toolbar.
final class PreviewViewController: UIViewController {
    /// The text to show; set it before the screen is shown.
    var text = ""
    private let label = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preview"
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = text.isEmpty ? "The comment was empty." : text
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = view.bounds.insetBy(dx: 20, dy: 120)
    }
}
#endif
