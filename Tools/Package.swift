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
    // The tool is an executable, so everyone should build it with the same dependencies: each is
    // pinned to an exact version here. (A committed Package.resolved would pin commits instead, and
    // the commits of a package mirror are not GitHub's, so one file cannot serve both.)
    dependencies: [
        .package(name: "Keysmith", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `keysmith preview`: a local web server with WebSockets.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
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
        // What `keysmith-bench` measures with, apart from the tool's library: its types are `package`,
        // shared with the executable and the tests but no part of the library's API.
        .target(
            name: "KeysmithBenchmarks",
            dependencies: [
                "KeysmithCLI",
                .product(name: "KeysmithCore", package: "Keysmith"),
                .product(name: "KeysmithLexicons", package: "Keysmith"),
            ]
        ),
        .executableTarget(name: "keysmith", dependencies: ["KeysmithCLI"]),
        .executableTarget(
            name: "keysmith-bench",
            dependencies: ["KeysmithBenchmarks", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "KeysmithCLITests", dependencies: ["KeysmithCLI", "keysmith"], exclude: ["ExpectedRenders"]),
        .testTarget(
            name: "KeysmithBenchmarksTests",
            dependencies: ["KeysmithBenchmarks", "KeysmithCLI", .product(name: "KeysmithCore", package: "Keysmith")]
        ),
    ]
)
