// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabScreenAPI", targets: ["TransactionTabScreenAPI"]),
        .library(name: "TransactionTabScreenAPITestDoubles", targets: ["TransactionTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "TransactionTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "TransactionTabScreenAPITestDoubles",
            dependencies: [
                "TransactionTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransactionTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
