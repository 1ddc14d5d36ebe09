// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionDetailScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionDetailScreenAPI", targets: ["TransactionDetailScreenAPI"]),
        .library(name: "TransactionDetailScreenAPITestDoubles", targets: ["TransactionDetailScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "TransactionDetailScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "TransactionDetailScreenAPITestDoubles",
            dependencies: [
                "TransactionDetailScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransactionDetailScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
