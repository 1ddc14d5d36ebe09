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
            ],
            path: "Tests/NotificationsScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
