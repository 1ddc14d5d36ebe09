// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabScreenAPI", targets: ["HomeTabScreenAPI"]),
        .library(name: "HomeTabScreenAPITestDoubles", targets: ["HomeTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "HomeTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "HomeTabScreenAPITestDoubles",
            dependencies: [
                "HomeTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/HomeTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
