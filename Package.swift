// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "Keysmith",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "KeysmithCore", targets: ["KeysmithCore"]),
        .library(name: "KeysmithUIKit", targets: ["KeysmithUIKit"]),
        // Lexicons of other languages, derived from wordfreq's data (CC BY-SA 4.0): apps opt in.
        .library(name: "KeysmithLexicons", targets: ["KeysmithLexicons"]),
    ],
    targets: [
        .target(
            name: "KeysmithCore",
            resources: [
                .copy("Resources/Defaults"), .copy("Resources/Emoji"), .copy("Resources/Languages"),
                .copy("Resources/Lexicons"), .copy("Resources/OffensiveWords"),
            ]
        ),
        .target(
            name: "KeysmithUIKit",
            dependencies: ["KeysmithCore"]
        ),
        .target(
            name: "KeysmithLexicons",
            dependencies: ["KeysmithCore"],
            resources: [.copy("Lexicons")]
        ),
        .testTarget(
            name: "KeysmithCoreTests",
            dependencies: ["KeysmithCore"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KeysmithLexiconsTests",
            dependencies: ["KeysmithLexicons", "KeysmithCore"]
        ),
    ]
)

// The iOS shells run on Linux against the stand-in Apple modules of StandIns/ when
// KEYSMITH_STAND_INS=1 (scripts/test-shells.sh, which builds in a scratch path of its own): KeysmithUIKit
// then depends on them, and KeysmithUIKitTests drives it. The stand-ins' behaviour is modelled from
// Apple's documentation; without Objective-C interop, which Swift on Linux cannot link, they take the
// spellings their `#if _runtime(_ObjC)` branches give.
if ProcessInfo.processInfo.environment["KEYSMITH_STAND_INS"] == "1" {
    let standIns: [(name: String, dependencies: [Target.Dependency])] = [
        ("ObjectiveC", []), ("QuartzCore", ["ObjectiveC"]), ("UIKit", ["ObjectiveC", "QuartzCore"]),
        ("WebKit", ["UIKit"]),
    ]
    for standIn in standIns {
        package.targets.append(
            .target(
                name: standIn.name, dependencies: standIn.dependencies, path: "StandIns/\(standIn.name)",
                swiftSettings: [.swiftLanguageMode(.v5)]))
    }
    package.targets.first { $0.name == "KeysmithUIKit" }?.dependencies += ["UIKit", "WebKit"]
    // Only the shells' tests run in this build; the others run in the usual one.
    package.targets.removeAll { $0.type == .test }
    package.targets.append(
        .testTarget(
            name: "KeysmithUIKitTests", dependencies: ["KeysmithUIKit", "KeysmithCore", "UIKit", "WebKit"],
            exclude: ["Fixtures"],
            // Swift Testing declares overlays for Apple's UIKit, which the stand-in is not.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]))
}
