// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabScreenImpl", targets: ["HomeTabScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../HomeTabScreenAPI"),
        .package(path: "../../../UseCases/HomeTabUseCase/HomeTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Data/ImageCache/ImageCacheAPI"),
        .package(path: "../../../../AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "HomeTabScreenImpl",
            dependencies: [
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "HomeTabScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "HomeTabScreenImpl",
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabScreenAPITestDoubles", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "HomeTabUseCaseAPITestDoubles", package: "HomeTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "ImageCacheAPITestDoubles", package: "ImageCacheAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
