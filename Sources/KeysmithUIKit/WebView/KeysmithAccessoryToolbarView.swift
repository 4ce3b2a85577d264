#if canImport(UIKit)
import UIKit

/// A Keysmith toolbar above the system keyboard: one button per item of
/// ``AccessoryToolbarItems``, side by side, each opening its link when tapped.
///
/// ``KeysmithWebView`` makes one whenever its choice names a Keysmith toolbar.
@MainActor
public final class KeysmithAccessoryToolbarView: UIInputView {
    /// The height of the toolbar, as the system's above the keyboard.
    public static let height: CGFloat = 44

    /// The buttons shown.
    public let items: AccessoryToolbarItems

    /// The focused field's text, put in place of `[[KB_TEXT]]` in deep links.
    public var fieldText: String?

    /// Receives the URL of each tapped button.
    public var linkHandler: ((URL) -> Void)?

    private var buttons: [UIButton] = []

    /// A toolbar showing `items`, with icon images from `imageBundle`.
    public init(items: AccessoryToolbarItems, imageBundle: Bundle = .main) {
        self.items = items
        super.init(
            frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.height), inputViewStyle: .keyboard
        )
        for (index, item) in items.items.enumerated() {
            let button = UIButton(type: .system)
            if let image = Self.image(for: item.icon, in: imageBundle, traits: traitCollection) {
                button.setImage(image, for: .normal)
            } else {
                button.setTitle(item.title ?? item.kind.name, for: .normal)
            }
            if let tint = item.tint { button.tintColor = UIColor(tint) }
            button.accessibilityLabel = item.accessibilityLabel
            // The action keeps the toolbar weakly, as the toolbar keeps the button.
            button.addAction(UIAction(handler: { [weak self] _ in self?.buttonTapped(at: index) }), for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
    }

    /// Not available: create the toolbar in code, for its items.
    public required init?(coder: NSCoder) {
        nil
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// Opens the link of the button at `index`.
    private func buttonTapped(at index: Int) {
        guard items.items.indices.contains(index),
            let url = AccessoryToolbarItems.url(tapping: items.items[index], fieldText: fieldText)
        else { return }
        linkHandler?(url)
    }

    /// The item's asset from `bundle`, or its built-in SF Symbol.
    private static func image(for icon: ToolbarIcon, in bundle: Bundle, traits: UITraitCollection) -> UIImage? {
        switch icon {
        case .asset(let name):
            UIImage(named: name, in: bundle, compatibleWith: traits)
        case .builtIn(let builtIn):
            UIImage(
                systemName: builtIn.systemSymbolName,
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular))
        }
    }
}
#endif
