import Foundation

/// The buttons a Keysmith toolbar shows above the system keyboard in a web view, and what a tap
/// opens.
///
/// Above the system keyboard there are no keys to replace with a panel and no room for a More
/// section, so only the items that open a link are shown: web links, brand and social links with a
/// `url`, and deep links. They come in the toolbar's order, main items then the More section's, at
/// most `maximumCount`. Panels (GIFs, stickers, themes, settings, quick replies, the embedded
/// browser), the social hub, the More button, blocked links and items without a link are left out.
public struct AccessoryToolbarItems: Sendable, Hashable {
    /// The most buttons shown: as many as a keyboard's toolbar shows.
    static let maximumCount = ResolvedToolbar.maximumMainItems

    /// The buttons, left to right.
    public var items: [ResolvedToolbarItem]

    init(items: [ResolvedToolbarItem]) {
        self.items = items
    }

    /// The link items of `toolbar`, in order, at most ``maximumCount``.
    init(_ toolbar: ResolvedToolbar) {
        let all = toolbar.main.filter { $0.kind != .more } + toolbar.more
        self.init(items: Array(all.filter(Self.opensLink).prefix(Self.maximumCount)))
    }

    /// Whether tapping `item` opens a link (``ToolbarAction/openURL(_:)`` or
    /// ``ToolbarAction/openDeepLink(_:)``).
    static func opensLink(_ item: ResolvedToolbarItem) -> Bool {
        switch item.action {
        case .openURL, .openDeepLink: true
        case .openPanel, .showSocialBar, .showMore, .noAction, .blocked: false
        }
    }

    /// The URL a tap on `item` opens: its link, or its deep link with `fieldText` in place of
    /// `[[KB_TEXT]]` (cut and percent-encoded; empty when the page sent no text). Nil for an item
    /// that opens no link.
    public static func url(tapping item: ResolvedToolbarItem, fieldText: String?) -> URL? {
        item.action.url(for: TextContext(beforeInput: fieldText ?? ""))
    }
}
