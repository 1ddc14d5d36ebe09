// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardFreezeScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardFreezeScreenAPI", targets: ["CardFreezeScreenAPI"]),
        .library(name: "CardFreezeScreenAPITestDoubles", targets: ["CardFreezeScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "CardFreezeScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
            ]
        ),
        .target(
            name: "CardFreezeScreenAPITestDoubles",
            dependencies: [
                "CardFreezeScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/CardFreezeScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
