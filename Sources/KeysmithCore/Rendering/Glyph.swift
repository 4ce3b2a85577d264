/// The keyboard's own icons: the key icons with their states, the toolbar's built-in icons and the
/// close button. The iOS shell draws each as the SF Symbol ``systemSymbolName`` names; the SVG writer
/// draws its own outline of it.
public enum Glyph: Sendable, Hashable {
    case key(KeyIcon, KeyGlyphVariant)
    case toolbar(ToolbarIcon.BuiltIn)
    /// The cross of the close buttons of the social bar and of a panel's header.
    case close

    /// The SF Symbol the iOS shell draws for this glyph.
    public var systemSymbolName: String {
        switch self {
        case .key(let icon, let variant):
            icon.systemImageName(isSelected: variant != .plain, isLocked: variant == .locked)
        case .toolbar(let icon): icon.systemSymbolName
        case .close: "xmark"
        }
    }
}

/// How a key icon is drawn: the shift arrow fills while shift is on and gains a bar in caps lock.
public enum KeyGlyphVariant: Sendable, Hashable {
    case plain
    case filled
    case locked

    /// The variant of a key that is selected (shift on) or locked (caps lock).
    public init(isSelected: Bool, isLocked: Bool) {
        self = isLocked ? .locked : (isSelected ? .filled : .plain)
    }
}

extension KeyIcon {
    /// The SF Symbol a shell draws for this icon. The shift arrow fills while shift is on and becomes
    /// the caps lock symbol while caps lock is on, as on the system keyboard.
    public func systemImageName(isSelected: Bool, isLocked: Bool) -> String {
        switch self {
        case .shift: isLocked ? "capslock.fill" : (isSelected ? "shift.fill" : "shift")
        case .delete: "delete.left"
        case .globe: "globe"
        case .dismissKeyboard: "keyboard.chevron.compact.down"
        case .cursorLeft: "arrow.left"
        case .cursorRight: "arrow.right"
        }
    }
}

extension ToolbarIcon.BuiltIn {
    /// The built-in icon drawn for `kind` when its own image asset is missing: its button type's,
    /// or the More button's.
    public static func fallback(for kind: ResolvedToolbarItem.Kind) -> ToolbarIcon.BuiltIn {
        switch kind {
        case .button(let type): ToolbarIcon.BuiltIn(type)
        case .more: .more
        }
    }

    /// The SF Symbol the iOS shell draws. SF Symbols has no brand logos, so social networks get
    /// a generic symbol; give those items an `iconResource` to show the real logo.
    public var systemSymbolName: String {
        switch self {
        case .socialHub: "person.2"
        case .gifs: "play.rectangle.on.rectangle"
        case .stickers: "face.smiling"
        case .webLink: "link"
        case .brand: "star.circle"
        case .themes: "paintpalette"
        case .settings: "gearshape"
        case .embeddedBrowser: "safari"
        case .tappaText: "text.bubble"
        case .deeplink: "arrow.up.forward.app"
        case .twitter: "at"
        case .youtube: "play.rectangle"
        case .facebook: "f.cursive"
        case .instagram: "camera"
        case .twitch: "gamecontroller"
        case .tiktok: "music.note"
        case .rss: "dot.radiowaves.up.forward"
        case .more: "ellipsis"
        }
    }
}
