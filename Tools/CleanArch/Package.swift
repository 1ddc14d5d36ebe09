// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CleanArch",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "cleanarch", targets: ["cleanarch"]),
        .plugin(name: "CleanArchPlugin", targets: ["CleanArchPlugin"]),
        .library(name: "CleanArchModel", targets: ["CleanArchModel"]),
        .library(name: "CleanArchParsing", targets: ["CleanArchParsing"]),
        .library(name: "CleanArchRules", targets: ["CleanArchRules"]),
        .library(name: "CleanArchReporting", targets: ["CleanArchReporting"]),
        .library(name: "CleanArchGraph", targets: ["CleanArchGraph"]),
        .library(name: "CleanArchDoubles", targets: ["CleanArchDoubles"]),
        .library(name: "CleanArchScaffold", targets: ["CleanArchScaffold"]),
        .library(name: "CleanArchStrings", targets: ["CleanArchStrings"]),
        .library(name: "CleanArchCLI", targets: ["CleanArchCLI"]),
        .library(name: "CleanArchTestSupport", targets: ["CleanArchTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        .target(name: "CleanArchModel"),
        .target(
            name: "CleanArchParsing",
            dependencies: [
                "CleanArchModel",
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "CleanArchRules", dependencies: ["CleanArchModel", "CleanArchGraph"]),
        .target(name: "CleanArchReporting", dependencies: ["CleanArchModel"]),
        .target(name: "CleanArchGraph", dependencies: ["CleanArchModel"]),
        .target(
            name: "CleanArchDoubles",
            dependencies: [
                "CleanArchModel",
                "CleanArchParsing",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "CleanArchScaffold",
            dependencies: [
                "CleanArchModel",
                "CleanArchRules",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "CleanArchStrings",
            dependencies: [
                "CleanArchModel",
                "CleanArchParsing",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "CleanArchCLI",
            dependencies: [
                "CleanArchModel", "CleanArchParsing", "CleanArchRules", "CleanArchReporting", "CleanArchGraph",
                "CleanArchDoubles", "CleanArchScaffold", "CleanArchStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "cleanarch", dependencies: ["CleanArchCLI"]),
        // `swift package cleanarch check`: the tool as a command plugin, one dependency line away.
        .plugin(
            name: "CleanArchPlugin",
            capability: .command(intent: .custom(verb: "cleanarch", description: "Check the package against the Clean Architecture blueprint")),
            dependencies: ["cleanarch"]
        ),
        // Fixture helpers shared by the test targets.
        .target(name: "CleanArchTestSupport", path: "Tests/CleanArchTestSupport"),
        .testTarget(name: "CleanArchParsingTests", dependencies: ["CleanArchParsing", "CleanArchModel", "CleanArchTestSupport"]),
        .testTarget(name: "CleanArchRulesTests", dependencies: ["CleanArchRules", "CleanArchModel", "CleanArchParsing"]),
        .testTarget(name: "CleanArchReportingTests", dependencies: ["CleanArchReporting", "CleanArchModel"]),
        .testTarget(name: "CleanArchGraphTests", dependencies: ["CleanArchGraph", "CleanArchModel"]),
        .testTarget(
            name: "CleanArchDoublesTests",
            dependencies: ["CleanArchDoubles", "CleanArchModel", "CleanArchParsing", "CleanArchTestSupport"]
        ),
        .testTarget(name: "CleanArchCLITests", dependencies: ["CleanArchCLI", "CleanArchTestSupport"]),
        // The regression corpus: small workspaces under Corpus/, each with its expected output.
        .testTarget(name: "CleanArchCorpusTests", dependencies: ["CleanArchCLI"], exclude: ["Corpus"]),
        .testTarget(
            name: "CleanArchScaffoldTests",
            dependencies: ["CleanArchScaffold", "CleanArchCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CleanArchStringsTests", dependencies: ["CleanArchStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
