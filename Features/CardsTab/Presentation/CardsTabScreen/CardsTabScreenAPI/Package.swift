// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabScreenAPI", targets: ["CardsTabScreenAPI"]),
        .library(name: "CardsTabScreenAPITestDoubles", targets: ["CardsTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "CardsTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
            ]
        ),
        .target(
            name: "CardsTabScreenAPITestDoubles",
            dependencies: [
                "CardsTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/CardsTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
