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
            ],
            path: "Tests/SettingsScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
