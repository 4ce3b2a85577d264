import Foundation
import Testing
@_spi(Tooling) @testable import KeysmithCore

@Suite("Keyboard metrics per device class")
struct KeyboardMetricsTests {
    @Test("device classes have command-line names")
    func deviceClassNames() {
        #expect(
            DeviceClass.allCases.map(\.rawValue) == [
                "iphone-portrait", "iphone-landscape", "ipad-portrait", "ipad-landscape",
            ])
        #expect(DeviceClass(rawValue: "ipad-landscape") == .ipadLandscape)
        #expect(DeviceClass.allCases.filter(\.isPad) == [.ipadPortrait, .ipadLandscape])
        #expect(DeviceClass.allCases.filter(\.isLandscape) == [.iphoneLandscape, .ipadLandscape])
    }

    @Test(
        "each preset has the system keyboard's row height, gaps, corner radius and toolbar, at a typical width",
        arguments: [
            (KeyboardMetrics.iphonePortrait, DeviceClass.iphonePortrait, 390.0, 54.0, 3.0, 5.0, 0.0, 5.0, 54.0, 216.0),
            (.iphoneLandscape, .iphoneLandscape, 844, 40, 3, 4, 47, 5, 40, 160),
            (.ipadPortrait, .ipadPortrait, 820, 64, 5, 5, 0, 5, 50, 256),
            (.ipadLandscape, .ipadLandscape, 1180, 86, 7, 6, 0, 7, 50, 344),
        ] as [(KeyboardMetrics, DeviceClass, Double, Double, Double, Double, Double, Double, Double, Double)])
    func presets(
        metrics: KeyboardMetrics, deviceClass: DeviceClass, width: Double, rowHeight: Double, horizontalInset: Double,
        verticalInset: Double, sideInset: Double, cornerRadius: Double, toolbarHeight: Double, height: Double
    ) {
        #expect(metrics.deviceClass == deviceClass)
        #expect(metrics.width == width)
        #expect(metrics.rowHeight == rowHeight)
        #expect(metrics.keyInsets == KeyInsets(horizontal: horizontalInset, vertical: verticalInset))
        #expect(metrics.sideInset == sideInset)
        #expect((metrics.topPadding, metrics.bottomPadding) == (0, 0))
        #expect(metrics.cornerRadius == cornerRadius)
        #expect(metrics.toolbarHeight == toolbarHeight)
        #expect(metrics.height == height)
        #expect(KeyboardMetrics.standard(for: deviceClass) == metrics)
    }

    @Test("a preset can be made for the real width and safe area of the device")
    func anyWidth() {
        let small = KeyboardMetrics.standard(for: .iphoneLandscape, width: 667, sideInset: 0)
        #expect(small.width == 667)
        #expect(small.sideInset == 0)
        #expect(small.rowHeight == KeyboardMetrics.iphoneLandscape.rowHeight)
        #expect(KeyboardMetrics.standard(for: .iphonePortrait, width: 430).width == 430)
        #expect(KeyboardMetrics.standard(for: .iphonePortrait, width: 430).height == 216)
    }

    @Test("the height is the padding and four standard rows; more rows are shorter, fewer are taller")
    func fixedHeight() {
        let metrics = KeyboardMetrics(
            deviceClass: .iphonePortrait, width: 300, rowHeight: 50, keyInsets: KeyInsets(horizontal: 2, vertical: 4),
            topPadding: 8, bottomPadding: 12, cornerRadius: 4, toolbarHeight: 44)
        #expect(metrics.height == 220)
        #expect(metrics.rowPitch(forRowCount: 4) == 50)
        #expect(metrics.rowPitch(forRowCount: 5) == 40)
        #expect(metrics.rowPitch(forRowCount: 2) == 100)
        #expect(metrics.rowPitch(forRowCount: 0) == 200)
    }
}
