// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyScreenAPI", targets: ["RequestMoneyScreenAPI"]),
        .library(name: "RequestMoneyScreenAPITestDoubles", targets: ["RequestMoneyScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "RequestMoneyScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "RequestMoneyScreenAPITestDoubles",
            dependencies: [
                "RequestMoneyScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/RequestMoneyScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
