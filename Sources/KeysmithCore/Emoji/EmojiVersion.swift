import Foundation

/// A version of Unicode's emoji data (`E13.1` in `emoji-test.txt`): the release that added an emoji.
/// A device shows an emoji only if its system fonts know the release, so a keyboard hides the
/// emoji newer than ``supported(onIOS:)`` says the host's iOS has.
public struct EmojiVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Reads `13.1` (or `E13.1`, as `emoji-test.txt` writes it); nil for anything else.
    public init?(_ text: some StringProtocol) {
        let digits = Substring(text.hasPrefix("E") ? String(text.dropFirst()) : String(text))
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0 else {
            return nil
        }
        self.init(major, minor)
    }

    /// `13.1`.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: EmojiVersion, rhs: EmojiVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = EmojiVersion(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(text)” is not an emoji version such as 13.1")
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The iOS releases that brought a new emoji version, oldest first: iOS 10.2 Emoji 4.0, 11.1
    /// Emoji 5.0, 12.1 Emoji 11.0, 13.2 Emoji 12.0 and 12.1, 14.2 Emoji 13.0, 14.5 Emoji 13.1, 15.4
    /// Emoji 14.0, 16.4 Emoji 15.0, 17.4 Emoji 15.1, 18.4 Emoji 16.0.
    static let iOSReleases: [(iOS: OperatingSystemVersion, emoji: EmojiVersion)] = [
        (.init(majorVersion: 10, minorVersion: 2, patchVersion: 0), EmojiVersion(4, 0)),
        (.init(majorVersion: 11, minorVersion: 1, patchVersion: 0), EmojiVersion(5, 0)),
        (.init(majorVersion: 12, minorVersion: 1, patchVersion: 0), EmojiVersion(11, 0)),
        (.init(majorVersion: 13, minorVersion: 2, patchVersion: 0), EmojiVersion(12, 1)),
        (.init(majorVersion: 14, minorVersion: 2, patchVersion: 0), EmojiVersion(13, 0)),
        (.init(majorVersion: 14, minorVersion: 5, patchVersion: 0), EmojiVersion(13, 1)),
        (.init(majorVersion: 15, minorVersion: 4, patchVersion: 0), EmojiVersion(14, 0)),
        (.init(majorVersion: 16, minorVersion: 4, patchVersion: 0), EmojiVersion(15, 0)),
        (.init(majorVersion: 17, minorVersion: 4, patchVersion: 0), EmojiVersion(15, 1)),
        (.init(majorVersion: 18, minorVersion: 4, patchVersion: 0), EmojiVersion(16, 0)),
    ]

    /// The newest emoji version iOS `version` shows: Emoji 13.1 on iOS 15.0 to 15.3, 14.0 from
    /// iOS 15.4, 15.0 from iOS 16.4 (see `iOSReleases` for the whole table). Older than iOS 10.2,
    /// Emoji 3.0.
    ///
    /// The shell passes `ProcessInfo.processInfo.operatingSystemVersion`.
    public static func supported(onIOS version: OperatingSystemVersion) -> EmojiVersion {
        let asked = (version.majorVersion, version.minorVersion, version.patchVersion)
        return iOSReleases.last { release in
            (release.iOS.majorVersion, release.iOS.minorVersion, release.iOS.patchVersion) <= asked
        }?.emoji ?? EmojiVersion(3, 0)
    }
}
