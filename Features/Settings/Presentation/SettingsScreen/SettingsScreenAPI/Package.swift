// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsScreenAPI", targets: ["SettingsScreenAPI"]),
        .library(name: "SettingsScreenAPITestDoubles", targets: ["SettingsScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "SettingsScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "SettingsScreenAPITestDoubles",
            dependencies: [
                "SettingsScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/SettingsScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
