// swift-tools-version:6.0
import PackageDescription

// The `keysmith` command-line tool lives in its own package so that an app adding Keysmith never
// resolves the tool's dependencies.
let package = Package(
    name: "KeysmithTools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "keysmith", targets: ["keysmith"]),
        .executable(name: "keysmith-bench", targets: ["keysmith-bench"]),
    ],
    dependencies: [
        .package(name: "Keysmith", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `keysmith preview`: a local web server with WebSockets.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "KeysmithCLI",
            dependencies: [
                .product(name: "KeysmithCore", package: "Keysmith"),
                .product(name: "KeysmithLexicons", package: "Keysmith"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The preview page's HTML, script, style and icon, served as they are.
            resources: [.copy("Resources/PreviewPage")]
        ),
        .executableTarget(name: "keysmith", dependencies: ["KeysmithCLI"]),
        .executableTarget(
            name: "keysmith-bench",
            dependencies: ["KeysmithCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "KeysmithCLITests", dependencies: ["KeysmithCLI", "keysmith"], exclude: ["ExpectedRenders"]),
    ]
)
