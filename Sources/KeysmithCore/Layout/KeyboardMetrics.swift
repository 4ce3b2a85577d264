/// The measurements a keyboard is laid out with: its width, the height of its rows, the gaps
/// between keys and the margins around them.
///
/// The keys area is `width` × `height`. The toolbar (or suggestion bar) slot above it is not part
/// of it; `toolbarHeight` says how tall that slot is.
///
/// **Height.** `height` is `topPadding + standardRowCount × rowHeight + bottomPadding` whatever the
/// layout: like the system keyboard (and Keyman), a layout with more rows than four gets shorter
/// rows, and one with fewer gets taller rows, so the keyboard never changes height when the layout
/// changes. `rowPitch(forRowCount:)` gives the resulting row height.
///
/// **Gaps.** Every key's cell is inset by `keyInsets` on each side, so two neighbouring keys are
/// `2 × keyInsets.horizontal` apart and the outermost keys sit `sideInset + keyInsets.horizontal`
/// from the keyboard's edge.
///
/// Use a preset (`.iphonePortrait` …) or `standard(for:width:sideInset:)` with the real width of the
/// keyboard's view; every value can also be set directly.
public struct KeyboardMetrics: Sendable, Hashable, Codable {
    /// The number of rows the row height is designed for: three rows of letters and the bottom row.
    static let standardRowCount = 4

    /// The device and orientation; it decides home-row marks and input callouts.
    var deviceClass: DeviceClass
    /// The width of the keyboard's view.
    var width: Double
    /// The height of one row of a four-row layout, the gaps above and below its keys included.
    var rowHeight: Double
    /// Half the gap between neighbouring keys: how far a key's drawn frame is inside its cell.
    var keyInsets: KeyInsets
    /// Empty space at the left and at the right of every row, outside the key cells.
    var sideInset: Double
    /// Empty space above the top row's cells.
    var topPadding: Double
    /// Empty space below the bottom row's cells.
    var bottomPadding: Double
    /// The corner radius of a key's drawn frame.
    var cornerRadius: Double
    /// The height of the toolbar slot above the keys area.
    @_spi(Tooling) public var toolbarHeight: Double

    init(
        deviceClass: DeviceClass, width: Double, rowHeight: Double, keyInsets: KeyInsets, sideInset: Double = 0,
        topPadding: Double = 0, bottomPadding: Double = 0, cornerRadius: Double, toolbarHeight: Double
    ) {
        self.deviceClass = deviceClass
        self.width = width
        self.rowHeight = rowHeight
        self.keyInsets = keyInsets
        self.sideInset = sideInset
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.cornerRadius = cornerRadius
        self.toolbarHeight = toolbarHeight
    }

    /// The height of the keys area, the same for every layout.
    var height: Double {
        topPadding + Double(Self.standardRowCount) * rowHeight + bottomPadding
    }

    /// The height of each row of a layout with `rowCount` rows, gaps included: the rows share the
    /// fixed height between the top and bottom padding equally.
    func rowPitch(forRowCount rowCount: Int) -> Double {
        Double(Self.standardRowCount) * rowHeight / Double(max(rowCount, 1))
    }

    /// The system keyboard's measurements for `deviceClass`, at `width` (by default the class's
    /// typical width) and with `sideInset` at each side (by default the class's own: the safe area
    /// of a notched iPhone in landscape, none otherwise).
    ///
    /// | class | row height | key insets (h/v) | side inset | corner radius | toolbar |
    /// |---|---|---|---|---|---|
    /// | iPhone portrait | 54 | 3 / 5 | 0 | 5 | 54 |
    /// | iPhone landscape | 40 | 3 / 4 | 47 | 5 | 40 |
    /// | iPad portrait | 64 | 5 / 5 | 0 | 5 | 50 |
    /// | iPad landscape | 86 | 7 / 6 | 0 | 7 | 50 |
    public static func standard(for deviceClass: DeviceClass, width: Double? = nil, sideInset: Double? = nil)
        -> KeyboardMetrics
    {
        let width = width ?? deviceClass.typicalWidth
        switch deviceClass {
        case .iphonePortrait:
            return KeyboardMetrics(
                deviceClass: deviceClass, width: width, rowHeight: 54, keyInsets: KeyInsets(horizontal: 3, vertical: 5),
                sideInset: sideInset ?? 0, cornerRadius: 5, toolbarHeight: 54)
        case .iphoneLandscape:
            return KeyboardMetrics(
                deviceClass: deviceClass, width: width, rowHeight: 40, keyInsets: KeyInsets(horizontal: 3, vertical: 4),
                sideInset: sideInset ?? 47, cornerRadius: 5, toolbarHeight: 40)
        case .ipadPortrait:
            return KeyboardMetrics(
                deviceClass: deviceClass, width: width, rowHeight: 64, keyInsets: KeyInsets(horizontal: 5, vertical: 5),
                sideInset: sideInset ?? 0, cornerRadius: 5, toolbarHeight: 50)
        case .ipadLandscape:
            return KeyboardMetrics(
                deviceClass: deviceClass, width: width, rowHeight: 86, keyInsets: KeyInsets(horizontal: 7, vertical: 6),
                sideInset: sideInset ?? 0, cornerRadius: 7, toolbarHeight: 50)
        }
    }

    /// An iPhone of 390 pt held upright: keys area 390 × 216.
    static let iphonePortrait = standard(for: .iphonePortrait)
    /// An iPhone of 844 pt held sideways: keys area 844 × 160, rows 750 pt wide.
    static let iphoneLandscape = standard(for: .iphoneLandscape)
    /// An iPad of 820 pt held upright: keys area 820 × 256.
    static let ipadPortrait = standard(for: .ipadPortrait)
    /// An iPad of 1180 pt held sideways: keys area 1180 × 344.
    static let ipadLandscape = standard(for: .ipadLandscape)
}

/// How far a key's drawn frame is inside its cell on each side: half the gap between two keys.
struct KeyInsets: Sendable, Hashable, Codable {
    /// Inset at the left and at the right.
    var horizontal: Double
    /// Inset at the top and at the bottom.
    var vertical: Double

    init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
