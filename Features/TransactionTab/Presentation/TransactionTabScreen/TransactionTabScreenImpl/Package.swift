// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabScreenImpl", targets: ["TransactionTabScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../TransactionTabScreenAPI"),
        .package(path: "../../../UseCases/TransactionTabUseCase/TransactionTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "TransactionTabScreenImpl",
            dependencies: [
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "TransactionTabScreenImplTests",
            dependencies: [
                "TransactionTabScreenImpl",
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenAPITestDoubles", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseAPITestDoubles", package: "TransactionTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
