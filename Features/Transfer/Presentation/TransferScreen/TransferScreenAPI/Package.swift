// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferScreenAPI", targets: ["TransferScreenAPI"]),
        .library(name: "TransferScreenAPITestDoubles", targets: ["TransferScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "TransferScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "TransferScreenAPITestDoubles",
            dependencies: [
                "TransferScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/TransferScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
