// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabScreenImpl", targets: ["CardsTabScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../CardsTabScreenAPI"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "CardsTabScreenImpl",
            dependencies: [
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "CardsTabScreenImplTests",
            dependencies: [
                "CardsTabScreenImpl",
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabScreenAPITestDoubles", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
