// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinScreenAPI", targets: ["ChangeAppPinScreenAPI"]),
        .library(name: "ChangeAppPinScreenAPITestDoubles", targets: ["ChangeAppPinScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "ChangeAppPinScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "ChangeAppPinScreenAPITestDoubles",
            dependencies: [
                "ChangeAppPinScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/ChangeAppPinScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
