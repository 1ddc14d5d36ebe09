// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarCoordinatorImpl", targets: ["MainTabBarCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Core/TestSupport"),
        .package(path: "../../../Core/Reactive"),
        .package(path: "../../../Features/Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "../../../Features/LiveEvents/UseCases/LiveEventsUseCase/LiveEventsUseCaseAPI"),
        .package(path: "../../../Core/MoneyText"),
        .package(path: "../MainTabBarCoordinatorAPI"),
        .package(path: "../../CardsTabCoordinator/CardsTabCoordinatorAPI"),
        .package(path: "../../HomeTabCoordinator/HomeTabCoordinatorAPI"),
        .package(path: "../../MenuTabCoordinator/MenuTabCoordinatorAPI"),
        .package(path: "../../TransactionTabCoordinator/TransactionTabCoordinatorAPI"),
        .package(path: "../../TransferTabCoordinator/TransferTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/TerminalUI"),
        .package(path: "../../../Features/MainTabBar/UseCases/MainTabBarUseCase/MainTabBarUseCaseAPI"),
        .package(path: "../../../Features/Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "MainTabBarCoordinatorImpl",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "CardsTabCoordinatorAPI", package: "CardsTabCoordinatorAPI"),
                .product(name: "HomeTabCoordinatorAPI", package: "HomeTabCoordinatorAPI"),
                .product(name: "MenuTabCoordinatorAPI", package: "MenuTabCoordinatorAPI"),
                .product(name: "TransactionTabCoordinatorAPI", package: "TransactionTabCoordinatorAPI"),
                .product(name: "TransferTabCoordinatorAPI", package: "TransferTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
            ]
        ),
        .testTarget(
            name: "MainTabBarCoordinatorImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                "MainTabBarCoordinatorImpl",
                .product(name: "CardsTabCoordinatorAPI", package: "CardsTabCoordinatorAPI"),
                .product(name: "HomeTabCoordinatorAPI", package: "HomeTabCoordinatorAPI"),
                .product(name: "MenuTabCoordinatorAPI", package: "MenuTabCoordinatorAPI"),
                .product(name: "TransactionTabCoordinatorAPI", package: "TransactionTabCoordinatorAPI"),
                .product(name: "TransferTabCoordinatorAPI", package: "TransferTabCoordinatorAPI"),
                .product(name: "CardsTabCoordinatorAPITestDoubles", package: "CardsTabCoordinatorAPI"),
                .product(name: "HomeTabCoordinatorAPITestDoubles", package: "HomeTabCoordinatorAPI"),
                .product(name: "MenuTabCoordinatorAPITestDoubles", package: "MenuTabCoordinatorAPI"),
                .product(name: "TransactionTabCoordinatorAPITestDoubles", package: "TransactionTabCoordinatorAPI"),
                .product(name: "TransferTabCoordinatorAPITestDoubles", package: "TransferTabCoordinatorAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "MainTabBarUseCaseAPITestDoubles", package: "MainTabBarUseCaseAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
