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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../UseCases/TransferUseCase/TransferUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "TransferReviewScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
            ]
        ),
        .target(
            name: "TransferReviewScreenAPITestDoubles",
            dependencies: [
                "TransferReviewScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransferReviewScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
