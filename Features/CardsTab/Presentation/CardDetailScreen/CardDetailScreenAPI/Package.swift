// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardDetailScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardDetailScreenAPI", targets: ["CardDetailScreenAPI"]),
        .library(name: "CardDetailScreenAPITestDoubles", targets: ["CardDetailScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "CardDetailScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
            ]
        ),
        .target(
            name: "CardDetailScreenAPITestDoubles",
            dependencies: [
                "CardDetailScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/CardDetailScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
