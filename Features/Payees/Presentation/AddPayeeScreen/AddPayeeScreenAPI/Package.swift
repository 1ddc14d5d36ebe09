// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AddPayeeScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AddPayeeScreenAPI", targets: ["AddPayeeScreenAPI"]),
        .library(name: "AddPayeeScreenAPITestDoubles", targets: ["AddPayeeScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "AddPayeeScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "AddPayeeScreenAPITestDoubles",
            dependencies: [
                "AddPayeeScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/AddPayeeScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
