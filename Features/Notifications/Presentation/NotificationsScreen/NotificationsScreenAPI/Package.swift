// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationsScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationsScreenAPI", targets: ["NotificationsScreenAPI"]),
        .library(name: "NotificationsScreenAPITestDoubles", targets: ["NotificationsScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "NotificationsScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "NotificationsScreenAPITestDoubles",
            dependencies: [
                "NotificationsScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/NotificationsScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
