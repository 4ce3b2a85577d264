// swift-tools-version:6.0
import PackageDescription

// The `keysmith` command-line tool lives in its own package so that an app adding Keysmith never
// resolves the tool's dependencies.
let package = Package(
    name: "KeysmithTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "keysmith", targets: ["keysmith"]),
        .executable(name: "keysmith-bench", targets: ["keysmith-bench"]),
    ],
    dependencies: [
        .package(name: "Keysmith", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "KeysmithCLI",
            dependencies: [
                .product(name: "KeysmithCore", package: "Keysmith"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "keysmith", dependencies: ["KeysmithCLI"]),
        .executableTarget(name: "keysmith-bench", dependencies: ["KeysmithCLI"]),
        .testTarget(name: "KeysmithCLITests", dependencies: ["KeysmithCLI", "keysmith"], exclude: ["ExpectedRenders"]),
    ]
)
