// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileScreenAPI", targets: ["UserProfileScreenAPI"]),
        .library(name: "UserProfileScreenAPITestDoubles", targets: ["UserProfileScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "UserProfileScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "UserProfileScreenAPITestDoubles",
            dependencies: [
                "UserProfileScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/UserProfileScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
