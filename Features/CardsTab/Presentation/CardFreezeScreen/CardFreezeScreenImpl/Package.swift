// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardFreezeScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardFreezeScreenImpl", targets: ["CardFreezeScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../CardFreezeScreenAPI"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/Localization"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "CardFreezeScreenImpl",
            dependencies: [
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "CardFreezeScreenImplTests",
            dependencies: [
                "CardFreezeScreenImpl",
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardFreezeScreenAPITestDoubles", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
