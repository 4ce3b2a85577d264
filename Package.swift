// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Keysmith",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "KeysmithCore", targets: ["KeysmithCore"]),
        .library(name: "KeysmithUIKit", targets: ["KeysmithUIKit"]),
    ],
    targets: [
        .target(
            name: "KeysmithCore",
            resources: [.copy("Resources/Defaults"), .copy("Resources/Languages"), .copy("Resources/Lexicons")]
        ),
        .target(
            name: "KeysmithUIKit",
            dependencies: ["KeysmithCore"]
        ),
        .testTarget(
            name: "KeysmithCoreTests",
            dependencies: ["KeysmithCore"],
            exclude: ["Fixtures"]
        ),
    ]
)
