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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../UseCases/TransferUseCase/TransferUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "TransferScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
            ]
        ),
        .target(
            name: "TransferScreenAPITestDoubles",
            dependencies: [
                "TransferScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransferScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
