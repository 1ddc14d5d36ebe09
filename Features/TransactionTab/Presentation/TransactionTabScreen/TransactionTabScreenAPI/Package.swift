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
            ],
            path: "Tests/TransactionTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
