// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardDetailScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardDetailScreenImpl", targets: ["CardDetailScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../CardDetailScreenAPI"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/Localization"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "CardDetailScreenImpl",
            dependencies: [
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "CardDetailScreenImplTests",
            dependencies: [
                "CardDetailScreenImpl",
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardDetailScreenAPITestDoubles", package: "CardDetailScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
