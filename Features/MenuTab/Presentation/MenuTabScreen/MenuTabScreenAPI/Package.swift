// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabScreenAPI", targets: ["MenuTabScreenAPI"]),
        .library(name: "MenuTabScreenAPITestDoubles", targets: ["MenuTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "MenuTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "MenuTabScreenAPITestDoubles",
            dependencies: [
                "MenuTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/MenuTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
