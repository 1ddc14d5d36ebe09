// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionDetailScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionDetailScreenImpl", targets: ["TransactionDetailScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../TransactionDetailScreenAPI"),
        .package(path: "../../../UseCases/TransactionTabUseCase/TransactionTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Loadable"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "TransactionDetailScreenImpl",
            dependencies: [
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "TransactionDetailScreenImplTests",
            dependencies: [
                "TransactionDetailScreenImpl",
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionDetailScreenAPITestDoubles", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseAPITestDoubles", package: "TransactionTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Loadable", package: "Loadable"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
