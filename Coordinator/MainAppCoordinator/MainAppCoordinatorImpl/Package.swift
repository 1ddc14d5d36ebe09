// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainAppCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MainAppCoordinatorImpl", targets: ["MainAppCoordinatorImpl"])],
    dependencies: [
        .package(path: "../../../Features/Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "../../../Features/LiveEvents/UseCases/LiveEventsUseCase/LiveEventsUseCaseAPI"),
        .package(path: "../../../Features/UpdateApp/UseCases/UpdateAppUseCase/UpdateAppUseCaseAPI"),
        .package(path: "../../../Features/UpdateApp/Presentation/UpdateAppScreen/UpdateAppScreenAPI"),
        .package(path: "../MainAppCoordinatorAPI"),
        .package(path: "../../FirstAppCoordinator/FirstAppCoordinatorAPI"),
        .package(path: "../../MainTabBarCoordinator/MainTabBarCoordinatorAPI"),
        .package(path: "../../../Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../Features/AuthenticationFlow/Presentation/SplashScreen/SplashScreenAPI"),
        .package(path: "../../../Features/Lock/Presentation/LockScreen/LockScreenAPI"),
        .package(path: "../../../Core/Reactive"),
        .package(path: "../../../Core/TerminalUI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
    ],
    targets: [
        .target(
            name: "MainAppCoordinatorImpl",
            dependencies: [
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "MainAppCoordinatorImplTests",
            dependencies: [
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppScreenAPITestDoubles", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                "MainAppCoordinatorImpl",
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorAPITestDoubles", package: "FirstAppCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPITestDoubles", package: "MainTabBarCoordinatorAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "SplashScreenAPITestDoubles", package: "SplashScreenAPI"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenAPITestDoubles", package: "LockScreenAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
