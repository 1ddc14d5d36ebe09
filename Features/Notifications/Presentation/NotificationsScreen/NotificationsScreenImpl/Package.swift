// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationsScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationsScreenImpl", targets: ["NotificationsScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../NotificationsScreenAPI"),
        .package(path: "../../../UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "NotificationsScreenImpl",
            dependencies: [
                .product(name: "NotificationsScreenAPI", package: "NotificationsScreenAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "NotificationsScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "NotificationsScreenImpl",
                .product(name: "NotificationsScreenAPI", package: "NotificationsScreenAPI"),
                .product(name: "NotificationsScreenAPITestDoubles", package: "NotificationsScreenAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
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
