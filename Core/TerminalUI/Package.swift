// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // Text snapshots of rendered screens, for tests (swift-snapshot-testing strategies).
        .library(name: "TerminalUISnapshotTesting", targets: ["TerminalUISnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../Localization"),
    ],
    targets: [
        .target(name: "TerminalUI", dependencies: [
            .product(name: "Localization", package: "Localization"),
        ], resources: [.copy("Resources/Localizable.xcstrings")]),
        .target(
            name: "TerminalUISnapshotTesting",
            dependencies: [
                "TerminalUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI",
                "TerminalUISnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Localization", package: "Localization"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
