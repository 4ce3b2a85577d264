// swift-tools-version:6.0
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
                .copy("Resources/Lexicons"),
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
