// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppScreenAPI", targets: ["UpdateAppScreenAPI"]),
        .library(name: "UpdateAppScreenAPITestDoubles", targets: ["UpdateAppScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "UpdateAppScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "UpdateAppScreenAPITestDoubles",
            dependencies: [
                "UpdateAppScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/UpdateAppScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
