/// The kind of screen and orientation a keyboard is laid out for.
///
/// The raw values are the names the command line uses, such as `iphone-portrait`.
public enum DeviceClass: String, Sendable, Hashable, Codable, CaseIterable {
    case iphonePortrait = "iphone-portrait"
    case iphoneLandscape = "iphone-landscape"
    case ipadPortrait = "ipad-portrait"
    case ipadLandscape = "ipad-landscape"

    /// Whether this is an iPad: keys may carry a home-row mark, and pressed keys show no input callout.
    var isPad: Bool { self == .ipadPortrait || self == .ipadLandscape }

    /// Whether the device is held sideways.
    var isLandscape: Bool { self == .iphoneLandscape || self == .ipadLandscape }

    /// The screen width of a typical device in points: an iPhone of 390 × 844 pt (iPhone 12 to 14)
    /// and an iPad of 820 × 1180 pt (iPad Air, iPad 10th generation).
    var typicalWidth: Double {
        switch self {
        case .iphonePortrait: 390
        case .iphoneLandscape: 844
        case .ipadPortrait: 820
        case .ipadLandscape: 1180
        }
    }
}
