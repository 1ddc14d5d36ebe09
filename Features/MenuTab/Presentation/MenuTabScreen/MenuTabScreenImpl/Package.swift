// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabScreenImpl", targets: ["MenuTabScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../MenuTabScreenAPI"),
        .package(path: "../../../../Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "../../../../UpdateApp/UseCases/UpdateAppUseCase/UpdateAppUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "MenuTabScreenImpl",
            dependencies: [
                .product(name: "MenuTabScreenAPI", package: "MenuTabScreenAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "MenuTabScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "MenuTabScreenImpl",
                .product(name: "MenuTabScreenAPI", package: "MenuTabScreenAPI"),
                .product(name: "MenuTabScreenAPITestDoubles", package: "MenuTabScreenAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
