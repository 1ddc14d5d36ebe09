// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferReviewScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferReviewScreenAPI", targets: ["TransferReviewScreenAPI"]),
        .library(name: "TransferReviewScreenAPITestDoubles", targets: ["TransferReviewScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "TransferReviewScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "TransferReviewScreenAPITestDoubles",
            dependencies: [
                "TransferReviewScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/TransferReviewScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
