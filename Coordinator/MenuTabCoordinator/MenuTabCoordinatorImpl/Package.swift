// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabCoordinatorImpl", targets: ["MenuTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../MainTabBarCoordinator/MainTabBarCoordinatorAPI"),
        .package(path: "../../../Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../Features/Settings/Presentation/SettingsScreen/SettingsScreenAPI"),
        .package(path: "../../../Features/RequestMoney/Presentation/RequestMoneyScreen/RequestMoneyScreenAPI"),
        .package(path: "../../../Features/ChangeAppPin/Presentation/ChangeAppPinScreen/ChangeAppPinScreenAPI"),
        .package(path: "../../../Features/Notifications/Presentation/NotificationsScreen/NotificationsScreenAPI"),
        .package(path: "../../../Features/Payees/Presentation/AddPayeeScreen/AddPayeeScreenAPI"),
        .package(path: "../../../Features/Payees/Presentation/PayeesScreen/PayeesScreenAPI"),
        .package(path: "../../../Features/UserProfile/Presentation/UserProfileScreen/UserProfileScreenAPI"),
        .package(path: "../../../Features/MenuTab/Presentation/MenuTabScreen/MenuTabScreenAPI"),
        .package(path: "../MenuTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "MenuTabCoordinatorImpl",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SettingsScreenAPI", package: "SettingsScreenAPI"),
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "NotificationsScreenAPI", package: "NotificationsScreenAPI"),
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "MenuTabScreenAPI", package: "MenuTabScreenAPI"),
                .product(name: "MenuTabCoordinatorAPI", package: "MenuTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "MenuTabCoordinatorImplTests",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "MainTabBarCoordinatorAPITestDoubles", package: "MainTabBarCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SettingsScreenAPITestDoubles", package: "SettingsScreenAPI"),
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyScreenAPITestDoubles", package: "RequestMoneyScreenAPI"),
                .product(name: "SettingsScreenAPI", package: "SettingsScreenAPI"),
                .product(name: "ChangeAppPinScreenAPITestDoubles", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "NotificationsScreenAPITestDoubles", package: "NotificationsScreenAPI"),
                .product(name: "NotificationsScreenAPI", package: "NotificationsScreenAPI"),
                .product(name: "AddPayeeScreenAPITestDoubles", package: "AddPayeeScreenAPI"),
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "PayeesScreenAPITestDoubles", package: "PayeesScreenAPI"),
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "UserProfileScreenAPITestDoubles", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "MenuTabScreenAPITestDoubles", package: "MenuTabScreenAPI"),
                .product(name: "MenuTabScreenAPI", package: "MenuTabScreenAPI"),
                "MenuTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
