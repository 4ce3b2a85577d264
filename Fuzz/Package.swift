// swift-tools-version:6.0
// libFuzzer targets for Keysmith's parsers and engine, kept out of the library's products and its
// normal builds. Build and run them with scripts/fuzz.sh.
import PackageDescription

let fuzzTargets = [
    "FuzzLint", "FuzzLexicon", "FuzzTemplates", "FuzzPathPatterns", "FuzzBridgeMessages", "FuzzPreviewMessages",
    "FuzzEngine", "FuzzLanguageModel", "FuzzEmojiData", "FuzzPinyinDictionary", "FuzzKanaDictionary",
]

let package = Package(
    name: "KeysmithFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Keysmith", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "KeysmithCore", package: "Keysmith")])
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "KeysmithCore", package: "Keysmith")])
        }
)
