// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockScreenAPI", targets: ["LockScreenAPI"]),
        .library(name: "LockScreenAPITestDoubles", targets: ["LockScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "LockScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "LockScreenAPITestDoubles",
            dependencies: [
                "LockScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/LockScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
