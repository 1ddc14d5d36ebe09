// swift-tools-version: 6.0
// The PayRed workspace: builds the `payred` app and aggregates every package's tests, so
// `swift test` here runs all of them (each package also tests itself with `swift test`).
import PackageDescription

let package = Package(
    name: "PayRed",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "payred", targets: ["PayRedApp"]),
        .executable(name: "payred-demo", targets: ["PayRedDemo"]),
        .executable(name: "payred-bench", targets: ["PayRedBench"]),
    ],
    dependencies: [
        .package(path: "Core/EmailAddressRule"),
        .package(path: "Core/IBANRule"),
        .package(path: "Core/QRCode"),
        .package(path: "Core/GiroCode"),
        .package(path: "Core/PinRule"),
        .package(path: "Core/PlainTextRule"),
        .package(path: "Core/PropertyChecks"),
        .package(path: "Core/Reactive"),
        .package(path: "Core/Resolver"),
        .package(path: "Core/SUICoordinator"),
        .package(path: "Core/TerminalUI"),
        .package(path: "Core/MoneyText"),
        .package(path: "Core/CoordinatorHost"),
        .package(path: "Core/TestSupport"),
        .package(path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI"),
        .package(path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl"),
        .package(path: "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
        .package(path: "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl"),
        .package(path: "Features/Login/Presentation/LoginScreen/LoginScreenAPI"),
        .package(path: "Features/Login/Presentation/LoginScreen/LoginScreenImpl"),
        .package(path: "Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseImpl"),
        .package(path: "Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryImpl"),
        .package(path: "Features/AuthenticationFlow/Presentation/SplashScreen/SplashScreenAPI"),
        .package(path: "Features/AuthenticationFlow/Presentation/SplashScreen/SplashScreenImpl"),
        .package(path: "Features/VerificationCode/UseCases/VerificationCodeUseCase/VerificationCodeUseCaseAPI"),
        .package(path: "Features/VerificationCode/UseCases/VerificationCodeUseCase/VerificationCodeUseCaseImpl"),
        .package(path: "Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryAPI"),
        .package(path: "Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryImpl"),
        .package(path: "Features/VerificationCode/Presentation/VerificationCodeScreen/VerificationCodeScreenAPI"),
        .package(path: "Features/VerificationCode/Presentation/VerificationCodeScreen/VerificationCodeScreenImpl"),
        .package(path: "Features/Lock/UseCases/LockUseCase/LockUseCaseAPI"),
        .package(path: "Features/Lock/UseCases/LockUseCase/LockUseCaseImpl"),
        .package(path: "Features/Lock/Repositories/LockRepository/LockRepositoryAPI"),
        .package(path: "Features/Lock/Repositories/LockRepository/LockRepositoryImpl"),
        .package(path: "Features/Lock/Presentation/LockScreen/LockScreenAPI"),
        .package(path: "Features/Lock/Presentation/LockScreen/LockScreenImpl"),
        .package(path: "Features/HomeTab/UseCases/HomeTabUseCase/HomeTabUseCaseAPI"),
        .package(path: "Features/HomeTab/UseCases/HomeTabUseCase/HomeTabUseCaseImpl"),
        .package(path: "Features/HomeTab/Repositories/HomeTabRepository/HomeTabRepositoryAPI"),
        .package(path: "Features/HomeTab/Repositories/HomeTabRepository/HomeTabRepositoryImpl"),
        .package(path: "Features/HomeTab/Presentation/HomeTabScreen/HomeTabScreenAPI"),
        .package(path: "Features/HomeTab/Presentation/HomeTabScreen/HomeTabScreenImpl"),
        .package(path: "Features/CardsTab/UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
        .package(path: "Features/CardsTab/UseCases/CardsTabUseCase/CardsTabUseCaseImpl"),
        .package(path: "Features/CardsTab/Repositories/CardsTabRepository/CardsTabRepositoryAPI"),
        .package(path: "Features/CardsTab/Repositories/CardsTabRepository/CardsTabRepositoryImpl"),
        .package(path: "Features/CardsTab/Presentation/CardsTabScreen/CardsTabScreenAPI"),
        .package(path: "Features/CardsTab/Presentation/CardsTabScreen/CardsTabScreenImpl"),
        .package(path: "Features/CardsTab/Presentation/CardDetailScreen/CardDetailScreenAPI"),
        .package(path: "Features/CardsTab/Presentation/CardDetailScreen/CardDetailScreenImpl"),
        .package(path: "Features/CardsTab/Presentation/CardFreezeScreen/CardFreezeScreenAPI"),
        .package(path: "Features/CardsTab/Presentation/CardFreezeScreen/CardFreezeScreenImpl"),
        .package(path: "Features/TransactionTab/UseCases/TransactionTabUseCase/TransactionTabUseCaseAPI"),
        .package(path: "Features/TransactionTab/UseCases/TransactionTabUseCase/TransactionTabUseCaseImpl"),
        .package(path: "Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryAPI"),
        .package(path: "Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryImpl"),
        .package(path: "Features/TransactionTab/Presentation/TransactionTabScreen/TransactionTabScreenAPI"),
        .package(path: "Features/TransactionTab/Presentation/TransactionTabScreen/TransactionTabScreenImpl"),
        .package(path: "Features/TransactionTab/Presentation/TransactionDetailScreen/TransactionDetailScreenAPI"),
        .package(path: "Features/TransactionTab/Presentation/TransactionDetailScreen/TransactionDetailScreenImpl"),
        .package(path: "Features/MainTabBar/UseCases/MainTabBarUseCase/MainTabBarUseCaseAPI"),
        .package(path: "Features/MainTabBar/UseCases/MainTabBarUseCase/MainTabBarUseCaseImpl"),
        .package(path: "Features/MainTabBar/Repositories/MainTabBarRepository/MainTabBarRepositoryAPI"),
        .package(path: "Features/MainTabBar/Repositories/MainTabBarRepository/MainTabBarRepositoryImpl"),
        .package(path: "Features/Transfer/UseCases/TransferUseCase/TransferUseCaseAPI"),
        .package(path: "Features/Transfer/UseCases/TransferUseCase/TransferUseCaseImpl"),
        .package(path: "Features/Transfer/Repositories/TransferRepository/TransferRepositoryAPI"),
        .package(path: "Features/Transfer/Repositories/TransferRepository/TransferRepositoryImpl"),
        .package(path: "Features/Transfer/Presentation/TransferScreen/TransferScreenAPI"),
        .package(path: "Features/Transfer/Presentation/TransferScreen/TransferScreenImpl"),
        .package(path: "Features/Transfer/Presentation/TransferReviewScreen/TransferReviewScreenAPI"),
        .package(path: "Features/Transfer/Presentation/TransferReviewScreen/TransferReviewScreenImpl"),
        .package(path: "Features/Payees/UseCases/PayeesUseCase/PayeesUseCaseAPI"),
        .package(path: "Features/Payees/UseCases/PayeesUseCase/PayeesUseCaseImpl"),
        .package(path: "Features/Payees/Repositories/PayeesRepository/PayeesRepositoryAPI"),
        .package(path: "Features/Payees/Repositories/PayeesRepository/PayeesRepositoryImpl"),
        .package(path: "Features/Payees/Presentation/PayeesScreen/PayeesScreenAPI"),
        .package(path: "Features/Payees/Presentation/PayeesScreen/PayeesScreenImpl"),
        .package(path: "Features/Payees/Presentation/AddPayeeScreen/AddPayeeScreenAPI"),
        .package(path: "Features/Payees/Presentation/AddPayeeScreen/AddPayeeScreenImpl"),
        .package(path: "Features/UserProfile/UseCases/UserProfileUseCase/UserProfileUseCaseAPI"),
        .package(path: "Features/UserProfile/UseCases/UserProfileUseCase/UserProfileUseCaseImpl"),
        .package(path: "Features/UserProfile/Repositories/UserProfileRepository/UserProfileRepositoryAPI"),
        .package(path: "Features/UserProfile/Repositories/UserProfileRepository/UserProfileRepositoryImpl"),
        .package(path: "Features/UserProfile/Presentation/UserProfileScreen/UserProfileScreenAPI"),
        .package(path: "Features/UserProfile/Presentation/UserProfileScreen/UserProfileScreenImpl"),
        .package(path: "Features/ChangeAppPin/UseCases/ChangeAppPinUseCase/ChangeAppPinUseCaseAPI"),
        .package(path: "Features/ChangeAppPin/UseCases/ChangeAppPinUseCase/ChangeAppPinUseCaseImpl"),
        .package(path: "Features/ChangeAppPin/Repositories/ChangeAppPinRepository/ChangeAppPinRepositoryAPI"),
        .package(path: "Features/ChangeAppPin/Repositories/ChangeAppPinRepository/ChangeAppPinRepositoryImpl"),
        .package(path: "Features/ChangeAppPin/Presentation/ChangeAppPinScreen/ChangeAppPinScreenAPI"),
        .package(path: "Features/ChangeAppPin/Presentation/ChangeAppPinScreen/ChangeAppPinScreenImpl"),
        .package(path: "Features/Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "Features/Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseImpl"),
        .package(path: "Features/Notifications/Repositories/NotificationManagerRepository/NotificationManagerRepositoryAPI"),
        .package(path: "Features/Notifications/Repositories/NotificationManagerRepository/NotificationManagerRepositoryImpl"),
        .package(path: "Features/Notifications/Presentation/NotificationsScreen/NotificationsScreenAPI"),
        .package(path: "Features/Notifications/Presentation/NotificationsScreen/NotificationsScreenImpl"),
        .package(path: "Features/UpdateApp/UseCases/UpdateAppUseCase/UpdateAppUseCaseAPI"),
        .package(path: "Features/UpdateApp/UseCases/UpdateAppUseCase/UpdateAppUseCaseImpl"),
        .package(path: "Features/UpdateApp/Repositories/UpdateAppRepository/UpdateAppRepositoryAPI"),
        .package(path: "Features/UpdateApp/Repositories/UpdateAppRepository/UpdateAppRepositoryImpl"),
        .package(path: "Features/UpdateApp/Presentation/UpdateAppScreen/UpdateAppScreenAPI"),
        .package(path: "Features/UpdateApp/Presentation/UpdateAppScreen/UpdateAppScreenImpl"),
        .package(path: "Features/Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "Features/Settings/UseCases/SettingsUseCase/SettingsUseCaseImpl"),
        .package(path: "Features/Settings/Repositories/SettingsRepository/SettingsRepositoryAPI"),
        .package(path: "Features/Settings/Repositories/SettingsRepository/SettingsRepositoryImpl"),
        .package(path: "Features/Settings/Presentation/SettingsScreen/SettingsScreenAPI"),
        .package(path: "Features/Settings/Presentation/SettingsScreen/SettingsScreenImpl"),
        .package(path: "Features/MenuTab/Presentation/MenuTabScreen/MenuTabScreenAPI"),
        .package(path: "Features/MenuTab/Presentation/MenuTabScreen/MenuTabScreenImpl"),
        .package(path: "Features/LiveEvents/UseCases/LiveEventsUseCase/LiveEventsUseCaseAPI"),
        .package(path: "Features/LiveEvents/UseCases/LiveEventsUseCase/LiveEventsUseCaseImpl"),
        .package(path: "Features/LiveEvents/Repositories/LiveEventsRepository/LiveEventsRepositoryAPI"),
        .package(path: "Features/LiveEvents/Repositories/LiveEventsRepository/LiveEventsRepositoryImpl"),
        .package(path: "Features/RequestMoney/UseCases/RequestMoneyUseCase/RequestMoneyUseCaseAPI"),
        .package(path: "Features/RequestMoney/UseCases/RequestMoneyUseCase/RequestMoneyUseCaseImpl"),
        .package(path: "Features/RequestMoney/Repositories/RequestMoneyRepository/RequestMoneyRepositoryAPI"),
        .package(path: "Features/RequestMoney/Repositories/RequestMoneyRepository/RequestMoneyRepositoryImpl"),
        .package(path: "Features/RequestMoney/Presentation/RequestMoneyScreen/RequestMoneyScreenAPI"),
        .package(path: "Features/RequestMoney/Presentation/RequestMoneyScreen/RequestMoneyScreenImpl"),
        .package(path: "Features/DeepLink/UseCases/DeepLinkUseCase/DeepLinkUseCaseAPI"),
        .package(path: "Features/DeepLink/UseCases/DeepLinkUseCase/DeepLinkUseCaseImpl"),
        .package(path: "Coordinator/MainAppCoordinator/MainAppCoordinatorAPI"),
        .package(path: "Coordinator/MainAppCoordinator/MainAppCoordinatorImpl"),
        .package(path: "Coordinator/FirstAppCoordinator/FirstAppCoordinatorAPI"),
        .package(path: "Coordinator/FirstAppCoordinator/FirstAppCoordinatorImpl"),
        .package(path: "Coordinator/HomeTabCoordinator/HomeTabCoordinatorAPI"),
        .package(path: "Coordinator/HomeTabCoordinator/HomeTabCoordinatorImpl"),
        .package(path: "Coordinator/MainTabBarCoordinator/MainTabBarCoordinatorAPI"),
        .package(path: "Coordinator/MainTabBarCoordinator/MainTabBarCoordinatorImpl"),
        .package(path: "Coordinator/CardsTabCoordinator/CardsTabCoordinatorAPI"),
        .package(path: "Coordinator/CardsTabCoordinator/CardsTabCoordinatorImpl"),
        .package(path: "Coordinator/TransactionTabCoordinator/TransactionTabCoordinatorAPI"),
        .package(path: "Coordinator/TransactionTabCoordinator/TransactionTabCoordinatorImpl"),
        .package(path: "Coordinator/TransferTabCoordinator/TransferTabCoordinatorAPI"),
        .package(path: "Coordinator/TransferTabCoordinator/TransferTabCoordinatorImpl"),
        .package(path: "Coordinator/MenuTabCoordinator/MenuTabCoordinatorAPI"),
        .package(path: "Coordinator/MenuTabCoordinator/MenuTabCoordinatorImpl"),
        .package(path: "Data/MobileGatewayService/MobileGatewayServiceImpl"),
        .package(path: "Data/DataBase/DataBase"),
        .package(path: "Data/KeyChain/KeyChainDataImpl"),
        .package(path: "Data/ImageCache/ImageCacheAPI"),
        .package(path: "Data/ImageCache/ImageCacheImpl"),
        .package(path: "Data/UserSession/UserSessionAPI"),
        .package(path: "Data/UserSession/UserSessionImpl"),
        .package(path: "Data/UserDefaults/UserDefaultsDataImpl"),
        .package(path: "Data/FileExport/FileExportDataImpl"),
        .package(path: "Gateway/PayRedGateway"),
        .package(path: "Tools/CleanArch"),
        .package(path: "Tools/CleanArch/Tests/DoublesCorpus/DoublesCorpusAPI"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "Core/RemoteDataError"),
        .package(path: "Core/Loadable"),
        .package(path: "Core/GatewayContract"),
        .package(path: "Core/QRCodeView"),
        .package(path: "Core/Localization"),
    ],
    targets: [
        .executableTarget(
            name: "TransactionListBenchmark",
            dependencies: [
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "ImageCacheImpl", package: "ImageCacheImpl"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenAPITestDoubles", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenImpl", package: "TransactionTabScreenImpl"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseAPITestDoubles", package: "TransactionTabUseCaseAPI"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            path: "PayRed/Benchmarks/TransactionListBenchmark"
        ),
        // The composition root (blueprint §8): registrations, then the app entry point.
        .target(
            name: "PayRedDI",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseImpl", package: "LoginUseCaseImpl"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "LoginRepositoryImpl", package: "LoginRepositoryImpl"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenImpl", package: "LoginScreenImpl"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseImpl", package: "AuthenticationFlowUseCaseImpl"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryImpl", package: "AuthenticationFlowRepositoryImpl"),
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "SplashScreenImpl", package: "SplashScreenImpl"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "VerificationCodeUseCaseImpl", package: "VerificationCodeUseCaseImpl"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryImpl", package: "VerificationCodeRepositoryImpl"),
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeScreenImpl", package: "VerificationCodeScreenImpl"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "LockUseCaseImpl", package: "LockUseCaseImpl"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "LockRepositoryImpl", package: "LockRepositoryImpl"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenImpl", package: "LockScreenImpl"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "HomeTabUseCaseImpl", package: "HomeTabUseCaseImpl"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "HomeTabRepositoryImpl", package: "HomeTabRepositoryImpl"),
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabScreenImpl", package: "HomeTabScreenImpl"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseImpl", package: "CardsTabUseCaseImpl"),
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryImpl", package: "CardsTabRepositoryImpl"),
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabScreenImpl", package: "CardsTabScreenImpl"),
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardDetailScreenImpl", package: "CardDetailScreenImpl"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseImpl", package: "TransactionTabUseCaseImpl"),
                .product(name: "TransactionTabRepositoryImpl", package: "TransactionTabRepositoryImpl"),
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenImpl", package: "TransactionTabScreenImpl"),
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionDetailScreenImpl", package: "TransactionDetailScreenImpl"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "MainTabBarUseCaseImpl", package: "MainTabBarUseCaseImpl"),
                .product(name: "MainTabBarRepositoryImpl", package: "MainTabBarRepositoryImpl"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "MainAppCoordinatorImpl", package: "MainAppCoordinatorImpl"),
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorImpl", package: "FirstAppCoordinatorImpl"),
                .product(name: "HomeTabCoordinatorAPI", package: "HomeTabCoordinatorAPI"),
                .product(name: "HomeTabCoordinatorImpl", package: "HomeTabCoordinatorImpl"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorImpl", package: "MainTabBarCoordinatorImpl"),
                .product(name: "CardsTabCoordinatorAPI", package: "CardsTabCoordinatorAPI"),
                .product(name: "CardsTabCoordinatorImpl", package: "CardsTabCoordinatorImpl"),
                .product(name: "TransactionTabCoordinatorAPI", package: "TransactionTabCoordinatorAPI"),
                .product(name: "TransactionTabCoordinatorImpl", package: "TransactionTabCoordinatorImpl"),
                .product(name: "TransferTabCoordinatorAPI", package: "TransferTabCoordinatorAPI"),
                .product(name: "TransferTabCoordinatorImpl", package: "TransferTabCoordinatorImpl"),
                .product(name: "MenuTabCoordinatorAPI", package: "MenuTabCoordinatorAPI"),
                .product(name: "MenuTabCoordinatorImpl", package: "MenuTabCoordinatorImpl"),
                .product(name: "MobileGatewayServiceImpl", package: "MobileGatewayServiceImpl"),
                .product(name: "DataBase", package: "DataBase"),
                .product(name: "KeyChainDataImpl", package: "KeyChainDataImpl"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "UserSessionImpl", package: "UserSessionImpl"),
                .product(name: "UserDefaultsDataImpl", package: "UserDefaultsDataImpl"),
                .product(name: "FileExportDataImpl", package: "FileExportDataImpl"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "ImageCacheImpl", package: "ImageCacheImpl"),
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardFreezeScreenImpl", package: "CardFreezeScreenImpl"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseImpl", package: "TransferUseCaseImpl"),
                .product(name: "TransferRepositoryImpl", package: "TransferRepositoryImpl"),
                .product(name: "TransferScreenAPI", package: "TransferScreenAPI"),
                .product(name: "TransferScreenImpl", package: "TransferScreenImpl"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferReviewScreenImpl", package: "TransferReviewScreenImpl"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseImpl", package: "PayeesUseCaseImpl"),
                .product(name: "PayeesRepositoryImpl", package: "PayeesRepositoryImpl"),
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "PayeesScreenImpl", package: "PayeesScreenImpl"),
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "AddPayeeScreenImpl", package: "AddPayeeScreenImpl"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "UserProfileUseCaseImpl", package: "UserProfileUseCaseImpl"),
                .product(name: "UserProfileRepositoryImpl", package: "UserProfileRepositoryImpl"),
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileScreenImpl", package: "UserProfileScreenImpl"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "ChangeAppPinUseCaseImpl", package: "ChangeAppPinUseCaseImpl"),
                .product(name: "ChangeAppPinRepositoryImpl", package: "ChangeAppPinRepositoryImpl"),
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinScreenImpl", package: "ChangeAppPinScreenImpl"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseImpl", package: "NotificationManagerUseCaseImpl"),
                .product(name: "NotificationManagerRepositoryImpl", package: "NotificationManagerRepositoryImpl"),
                .product(name: "NotificationsScreenAPI", package: "NotificationsScreenAPI"),
                .product(name: "NotificationsScreenImpl", package: "NotificationsScreenImpl"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseImpl", package: "UpdateAppUseCaseImpl"),
                .product(name: "UpdateAppRepositoryImpl", package: "UpdateAppRepositoryImpl"),
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppScreenImpl", package: "UpdateAppScreenImpl"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseImpl", package: "SettingsUseCaseImpl"),
                .product(name: "SettingsRepositoryImpl", package: "SettingsRepositoryImpl"),
                .product(name: "SettingsScreenAPI", package: "SettingsScreenAPI"),
                .product(name: "SettingsScreenImpl", package: "SettingsScreenImpl"),
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "MenuTabScreenAPI", package: "MenuTabScreenAPI"),
                .product(name: "MenuTabScreenImpl", package: "MenuTabScreenImpl"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseImpl", package: "LiveEventsUseCaseImpl"),
                .product(name: "LiveEventsRepositoryAPI", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsRepositoryImpl", package: "LiveEventsRepositoryImpl"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "RequestMoneyUseCaseImpl", package: "RequestMoneyUseCaseImpl"),
                .product(name: "RequestMoneyRepositoryAPI", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyRepositoryImpl", package: "RequestMoneyRepositoryImpl"),
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyScreenImpl", package: "RequestMoneyScreenImpl"),
                .product(name: "DeepLinkUseCaseAPI", package: "DeepLinkUseCaseAPI"),
                .product(name: "DeepLinkUseCaseImpl", package: "DeepLinkUseCaseImpl"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "PayRed/DI",
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        // Starting the composition root on a terminal or headless: shared by the app and the scripted programs.
        .target(
            name: "PayRedLaunch",
            dependencies: [
                "PayRedDI",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "CoordinatorHost", package: "CoordinatorHost"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
            ],
            path: "PayRed/Launch",
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .executableTarget(
            name: "PayRedApp",
            dependencies: [
                "PayRedDI",
                "PayRedLaunch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Localization", package: "Localization"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "PayRed/App",
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        // The scripted journey and the benchmarks drive the app as a person would; the app does not link them.
        .target(
            name: "PayRedScripted",
            dependencies: [
                "PayRedDI",
                "PayRedLaunch",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "PayRed/Scripted"
        ),
        .executableTarget(
            name: "PayRedDemo",
            dependencies: [
                "PayRedLaunch",
                "PayRedScripted",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "PayRed/Demo"
        ),
        .executableTarget(
            name: "PayRedBench",
            dependencies: [
                "PayRedScripted",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "PayRed/Bench"
        ),
        .testTarget(
            name: "PayRedDITests",
            dependencies: [
                "PayRedDI",
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "CleanArchParsing", package: "CleanArch"),
                .product(name: "CleanArchRules", package: "CleanArch"),
            ],
            path: "PayRed/Tests/PayRedDITests"
        ),

        // Every package's test targets, so that `swift test` here runs them all: `cleanarch manifests`
        // writes the lines between the markers from the packages' own manifests.
        // cleanarch:tests begin
        // Coordinator
        .testTarget(
            name: "CardsTabCoordinatorImplTests",
            dependencies: [
                .product(name: "CardsTabCoordinatorImpl", package: "CardsTabCoordinatorImpl"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabScreenAPITestDoubles", package: "CardsTabScreenAPI"),
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardDetailScreenAPITestDoubles", package: "CardDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardFreezeScreenAPITestDoubles", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
            ],
            path: "Coordinator/CardsTabCoordinator/CardsTabCoordinatorImpl/Tests/CardsTabCoordinatorImplTests"
        ),
        .testTarget(
            name: "FirstAppCoordinatorImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "FirstAppCoordinatorImpl", package: "FirstAppCoordinatorImpl"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenAPITestDoubles", package: "LoginScreenAPI"),
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeScreenAPITestDoubles", package: "VerificationCodeScreenAPI"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenAPITestDoubles", package: "LockScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CoordinatorHost", package: "CoordinatorHost"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Coordinator/FirstAppCoordinator/FirstAppCoordinatorImpl/Tests/FirstAppCoordinatorImplTests"
        ),
        .testTarget(
            name: "HomeTabCoordinatorImplTests",
            dependencies: [
                .product(name: "HomeTabCoordinatorImpl", package: "HomeTabCoordinatorImpl"),
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabScreenAPITestDoubles", package: "HomeTabScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Coordinator/HomeTabCoordinator/HomeTabCoordinatorImpl/Tests/HomeTabCoordinatorImplTests"
        ),
        .testTarget(
            name: "MainAppCoordinatorImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "DeepLinkUseCaseAPI", package: "DeepLinkUseCaseAPI"),
                .product(name: "DeepLinkUseCaseAPITestDoubles", package: "DeepLinkUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppScreenAPITestDoubles", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "MainAppCoordinatorImpl", package: "MainAppCoordinatorImpl"),
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
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Coordinator/MainAppCoordinator/MainAppCoordinatorImpl/Tests/MainAppCoordinatorImplTests"
        ),
        .testTarget(
            name: "MainTabBarCoordinatorImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                .product(name: "MainTabBarCoordinatorImpl", package: "MainTabBarCoordinatorImpl"),
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
            ],
            path: "Coordinator/MainTabBarCoordinator/MainTabBarCoordinatorImpl/Tests/MainTabBarCoordinatorImplTests"
        ),
        .testTarget(
            name: "MenuTabCoordinatorImplTests",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "MainTabBarCoordinatorAPITestDoubles", package: "MainTabBarCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "MainAppCoordinatorAPITestDoubles", package: "MainAppCoordinatorAPI"),
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
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
                .product(name: "MenuTabCoordinatorImpl", package: "MenuTabCoordinatorImpl"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Coordinator/MenuTabCoordinator/MenuTabCoordinatorImpl/Tests/MenuTabCoordinatorImplTests"
        ),
        .testTarget(
            name: "TransactionTabCoordinatorImplTests",
            dependencies: [
                .product(name: "TransactionTabCoordinatorImpl", package: "TransactionTabCoordinatorImpl"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenAPITestDoubles", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionDetailScreenAPITestDoubles", package: "TransactionDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ],
            path: "Coordinator/TransactionTabCoordinator/TransactionTabCoordinatorImpl/Tests/TransactionTabCoordinatorImplTests"
        ),
        .testTarget(
            name: "TransferTabCoordinatorImplTests",
            dependencies: [
                .product(name: "TransferReviewScreenAPITestDoubles", package: "TransferReviewScreenAPI"),
                .product(name: "TransferScreenAPITestDoubles", package: "TransferScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferScreenAPI", package: "TransferScreenAPI"),
                .product(name: "TransferTabCoordinatorImpl", package: "TransferTabCoordinatorImpl"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
            ],
            path: "Coordinator/TransferTabCoordinator/TransferTabCoordinatorImpl/Tests/TransferTabCoordinatorImplTests"
        ),

        // Core
        .testTarget(
            name: "EmailAddressRuleTests",
            dependencies: [
                .product(name: "EmailAddressRule", package: "EmailAddressRule"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
            ],
            path: "Core/EmailAddressRule/Tests/EmailAddressRuleTests"
        ),
        .testTarget(
            name: "GatewayContractTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
            ],
            path: "Core/GatewayContract/Tests/GatewayContractTests"
        ),
        .testTarget(
            name: "GiroCodeTests",
            dependencies: [
                .product(name: "GiroCode", package: "GiroCode"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
            ],
            path: "Core/GiroCode/Tests/GiroCodeTests"
        ),
        .testTarget(
            name: "IBANRuleTests",
            dependencies: [
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
            ],
            path: "Core/IBANRule/Tests/IBANRuleTests"
        ),
        .testTarget(
            name: "LoadableTests",
            dependencies: [
                .product(name: "Loadable", package: "Loadable"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Core/Loadable/Tests/LoadableTests"
        ),
        .testTarget(
            name: "LocalizationTests",
            dependencies: [
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Core/Localization/Tests/LocalizationTests"
        ),
        .testTarget(
            name: "MoneyTextTests",
            dependencies: [
                .product(name: "MoneyText", package: "MoneyText"),
            ],
            path: "Core/MoneyText/Tests/MoneyTextTests"
        ),
        .testTarget(
            name: "PinRuleTests",
            dependencies: [
                .product(name: "PinRule", package: "PinRule"),
            ],
            path: "Core/PinRule/Tests/PinRuleTests"
        ),
        .testTarget(
            name: "PlainTextRuleTests",
            dependencies: [
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
            ],
            path: "Core/PlainTextRule/Tests/PlainTextRuleTests"
        ),
        .testTarget(
            name: "QRCodeTests",
            dependencies: [
                .product(name: "QRCode", package: "QRCode"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Core/QRCode/Tests/QRCodeTests"
        ),
        .testTarget(
            name: "QRCodeViewTests",
            dependencies: [
                .product(name: "QRCodeView", package: "QRCodeView"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Core/QRCodeView/Tests/QRCodeViewTests"
        ),
        .testTarget(
            name: "ReactiveTests",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Core/Reactive/Tests/ReactiveTests"
        ),
        .testTarget(
            name: "ResolverTests",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
            ],
            path: "Core/Resolver/Tests/ResolverTests"
        ),
        .testTarget(
            name: "SUICoordinatorTests",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ],
            path: "Core/SUICoordinator/Tests/SUICoordinatorTests"
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Core/TerminalUI/Tests/TerminalUITests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TestSupportTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Core/TestSupport/Tests/TestSupportTests"
        ),

        // Data
        .testTarget(
            name: "DataBaseTests",
            dependencies: [
                .product(name: "DataBase", package: "DataBase"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ],
            path: "Data/DataBase/DataBase/Tests/DataBaseTests"
        ),
        .testTarget(
            name: "FileExportDataImplTests",
            dependencies: [
                .product(name: "FileExportDataImpl", package: "FileExportDataImpl"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ],
            path: "Data/FileExport/FileExportDataImpl/Tests/FileExportDataImplTests"
        ),
        .testTarget(
            name: "ImageCacheImplTests",
            dependencies: [
                .product(name: "ImageCacheImpl", package: "ImageCacheImpl"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            path: "Data/ImageCache/ImageCacheImpl/Tests/ImageCacheImplTests"
        ),
        .testTarget(
            name: "KeyChainDataImplTests",
            dependencies: [
                .product(name: "KeyChainDataImpl", package: "KeyChainDataImpl"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Data/KeyChain/KeyChainDataImpl/Tests/KeyChainDataImplTests"
        ),
        .testTarget(
            name: "MobileGatewayServiceImplTests",
            dependencies: [
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
                .product(name: "MobileGatewayServiceImpl", package: "MobileGatewayServiceImpl"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "UserSessionAPITestDoubles", package: "UserSessionAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "LiveEventsRepositoryAPI", package: "LiveEventsRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Data/MobileGatewayService/MobileGatewayServiceImpl/Tests/MobileGatewayServiceImplTests"
        ),
        .testTarget(
            name: "UserDefaultsDataImplTests",
            dependencies: [
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "UserDefaultsDataImpl", package: "UserDefaultsDataImpl"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
            ],
            path: "Data/UserDefaults/UserDefaultsDataImpl/Tests/UserDefaultsDataImplTests"
        ),
        .testTarget(
            name: "UserSessionImplTests",
            dependencies: [
                .product(name: "UserSessionImpl", package: "UserSessionImpl"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "UserSessionAPITestDoubles", package: "UserSessionAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Data/UserSession/UserSessionImpl/Tests/UserSessionImplTests"
        ),

        // Features/AuthenticationFlow
        .testTarget(
            name: "SplashScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SplashScreenImpl", package: "SplashScreenImpl"),
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "SplashScreenAPITestDoubles", package: "SplashScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/AuthenticationFlow/Presentation/SplashScreen/SplashScreenImpl/Tests/SplashScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AuthenticationFlowRepositoryImplTests",
            dependencies: [
                .product(name: "AuthenticationFlowRepositoryImpl", package: "AuthenticationFlowRepositoryImpl"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPITestDoubles", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryImpl/Tests/AuthenticationFlowRepositoryImplTests"
        ),
        .testTarget(
            name: "AuthenticationFlowUseCaseImplTests",
            dependencies: [
                .product(name: "AuthenticationFlowUseCaseImpl", package: "AuthenticationFlowUseCaseImpl"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseImpl/Tests/AuthenticationFlowUseCaseImplTests"
        ),

        // Features/CardsTab
        .testTarget(
            name: "CardDetailScreenImplTests",
            dependencies: [
                .product(name: "CardDetailScreenImpl", package: "CardDetailScreenImpl"),
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardDetailScreenAPITestDoubles", package: "CardDetailScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/CardsTab/Presentation/CardDetailScreen/CardDetailScreenImpl/Tests/CardDetailScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardFreezeScreenImplTests",
            dependencies: [
                .product(name: "CardFreezeScreenImpl", package: "CardFreezeScreenImpl"),
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardFreezeScreenAPITestDoubles", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/CardsTab/Presentation/CardFreezeScreen/CardFreezeScreenImpl/Tests/CardFreezeScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardsTabScreenImplTests",
            dependencies: [
                .product(name: "CardsTabScreenImpl", package: "CardsTabScreenImpl"),
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
            path: "Features/CardsTab/Presentation/CardsTabScreen/CardsTabScreenImpl/Tests/CardsTabScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CardsTabRepositoryImplTests",
            dependencies: [
                .product(name: "CardsTabRepositoryImpl", package: "CardsTabRepositoryImpl"),
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryAPITestDoubles", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/CardsTab/Repositories/CardsTabRepository/CardsTabRepositoryImpl/Tests/CardsTabRepositoryImplTests"
        ),
        .testTarget(
            name: "CardsTabUseCaseImplTests",
            dependencies: [
                .product(name: "CardsTabUseCaseImpl", package: "CardsTabUseCaseImpl"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/CardsTab/UseCases/CardsTabUseCase/CardsTabUseCaseImpl/Tests/CardsTabUseCaseImplTests"
        ),

        // Features/ChangeAppPin
        .testTarget(
            name: "ChangeAppPinScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "ChangeAppPinScreenImpl", package: "ChangeAppPinScreenImpl"),
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinScreenAPITestDoubles", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "ChangeAppPinUseCaseAPITestDoubles", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Features/ChangeAppPin/Presentation/ChangeAppPinScreen/ChangeAppPinScreenImpl/Tests/ChangeAppPinScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChangeAppPinRepositoryImplTests",
            dependencies: [
                .product(name: "ChangeAppPinRepositoryImpl", package: "ChangeAppPinRepositoryImpl"),
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPITestDoubles", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/ChangeAppPin/Repositories/ChangeAppPinRepository/ChangeAppPinRepositoryImpl/Tests/ChangeAppPinRepositoryImplTests"
        ),
        .testTarget(
            name: "ChangeAppPinUseCaseImplTests",
            dependencies: [
                .product(name: "ChangeAppPinUseCaseImpl", package: "ChangeAppPinUseCaseImpl"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "ChangeAppPinUseCaseAPITestDoubles", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/ChangeAppPin/UseCases/ChangeAppPinUseCase/ChangeAppPinUseCaseImpl/Tests/ChangeAppPinUseCaseImplTests"
        ),

        // Features/DeepLink
        .testTarget(
            name: "DeepLinkUseCaseImplTests",
            dependencies: [
                .product(name: "DeepLinkUseCaseImpl", package: "DeepLinkUseCaseImpl"),
                .product(name: "DeepLinkUseCaseAPI", package: "DeepLinkUseCaseAPI"),
            ],
            path: "Features/DeepLink/UseCases/DeepLinkUseCase/DeepLinkUseCaseImpl/Tests/DeepLinkUseCaseImplTests"
        ),

        // Features/HomeTab
        .testTarget(
            name: "HomeTabScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "HomeTabScreenImpl", package: "HomeTabScreenImpl"),
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
            path: "Features/HomeTab/Presentation/HomeTabScreen/HomeTabScreenImpl/Tests/HomeTabScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "HomeTabRepositoryImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "HomeTabRepositoryAPITestDoubles", package: "HomeTabRepositoryAPI"),
                .product(name: "HomeTabRepositoryImpl", package: "HomeTabRepositoryImpl"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/HomeTab/Repositories/HomeTabRepository/HomeTabRepositoryImpl/Tests/HomeTabRepositoryImplTests"
        ),
        .testTarget(
            name: "HomeTabUseCaseImplTests",
            dependencies: [
                .product(name: "HomeTabUseCaseAPITestDoubles", package: "HomeTabUseCaseAPI"),
                .product(name: "HomeTabUseCaseImpl", package: "HomeTabUseCaseImpl"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/HomeTab/UseCases/HomeTabUseCase/HomeTabUseCaseImpl/Tests/HomeTabUseCaseImplTests"
        ),

        // Features/LiveEvents
        .testTarget(
            name: "LiveEventsRepositoryImplTests",
            dependencies: [
                .product(name: "LiveEventsRepositoryImpl", package: "LiveEventsRepositoryImpl"),
                .product(name: "LiveEventsRepositoryAPI", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsRepositoryAPITestDoubles", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/LiveEvents/Repositories/LiveEventsRepository/LiveEventsRepositoryImpl/Tests/LiveEventsRepositoryImplTests"
        ),
        .testTarget(
            name: "LiveEventsUseCaseImplTests",
            dependencies: [
                .product(name: "LiveEventsUseCaseImpl", package: "LiveEventsUseCaseImpl"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/LiveEvents/UseCases/LiveEventsUseCase/LiveEventsUseCaseImpl/Tests/LiveEventsUseCaseImplTests"
        ),

        // Features/Lock
        .testTarget(
            name: "LockScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "LockScreenImpl", package: "LockScreenImpl"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenAPITestDoubles", package: "LockScreenAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "LockUseCaseAPITestDoubles", package: "LockUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
            ],
            path: "Features/Lock/Presentation/LockScreen/LockScreenImpl/Tests/LockScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LockRepositoryImplTests",
            dependencies: [
                .product(name: "LockRepositoryImpl", package: "LockRepositoryImpl"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "LockRepositoryAPITestDoubles", package: "LockRepositoryAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/Lock/Repositories/LockRepository/LockRepositoryImpl/Tests/LockRepositoryImplTests"
        ),
        .testTarget(
            name: "LockUseCaseImplTests",
            dependencies: [
                .product(name: "LockUseCaseImpl", package: "LockUseCaseImpl"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "LockUseCaseAPITestDoubles", package: "LockUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/Lock/UseCases/LockUseCase/LockUseCaseImpl/Tests/LockUseCaseImplTests"
        ),

        // Features/Login
        .testTarget(
            name: "LoginScreenImplTests",
            dependencies: [
                .product(name: "LoginScreenImpl", package: "LoginScreenImpl"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenAPITestDoubles", package: "LoginScreenAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/Login/Presentation/LoginScreen/LoginScreenImpl/Tests/LoginScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LoginRepositoryImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "LoginRepositoryImpl", package: "LoginRepositoryImpl"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "LoginRepositoryAPITestDoubles", package: "LoginRepositoryAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl/Tests/LoginRepositoryImplTests"
        ),
        .testTarget(
            name: "LoginUseCaseImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "LoginUseCaseImpl", package: "LoginUseCaseImpl"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
            ],
            path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl/Tests/LoginUseCaseImplTests"
        ),

        // Features/MainTabBar
        .testTarget(
            name: "MainTabBarRepositoryImplTests",
            dependencies: [
                .product(name: "MainTabBarRepositoryImpl", package: "MainTabBarRepositoryImpl"),
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
                .product(name: "MainTabBarRepositoryAPITestDoubles", package: "MainTabBarRepositoryAPI"),
            ],
            path: "Features/MainTabBar/Repositories/MainTabBarRepository/MainTabBarRepositoryImpl/Tests/MainTabBarRepositoryImplTests"
        ),
        .testTarget(
            name: "MainTabBarUseCaseImplTests",
            dependencies: [
                .product(name: "MainTabBarUseCaseImpl", package: "MainTabBarUseCaseImpl"),
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "MainTabBarUseCaseAPITestDoubles", package: "MainTabBarUseCaseAPI"),
            ],
            path: "Features/MainTabBar/UseCases/MainTabBarUseCase/MainTabBarUseCaseImpl/Tests/MainTabBarUseCaseImplTests"
        ),

        // Features/MenuTab
        .testTarget(
            name: "MenuTabScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "MenuTabScreenImpl", package: "MenuTabScreenImpl"),
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
            path: "Features/MenuTab/Presentation/MenuTabScreen/MenuTabScreenImpl/Tests/MenuTabScreenImplTests",
            exclude: ["__Snapshots__"]
        ),

        // Features/Notifications
        .testTarget(
            name: "NotificationsScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "NotificationsScreenImpl", package: "NotificationsScreenImpl"),
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
            path: "Features/Notifications/Presentation/NotificationsScreen/NotificationsScreenImpl/Tests/NotificationsScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NotificationManagerRepositoryImplTests",
            dependencies: [
                .product(name: "NotificationManagerRepositoryImpl", package: "NotificationManagerRepositoryImpl"),
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPITestDoubles", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/Notifications/Repositories/NotificationManagerRepository/NotificationManagerRepositoryImpl/Tests/NotificationManagerRepositoryImplTests"
        ),
        .testTarget(
            name: "NotificationManagerUseCaseImplTests",
            dependencies: [
                .product(name: "NotificationManagerUseCaseImpl", package: "NotificationManagerUseCaseImpl"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/Notifications/UseCases/NotificationManagerUseCase/NotificationManagerUseCaseImpl/Tests/NotificationManagerUseCaseImplTests"
        ),

        // Features/Payees
        .testTarget(
            name: "AddPayeeScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "AddPayeeScreenImpl", package: "AddPayeeScreenImpl"),
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "AddPayeeScreenAPITestDoubles", package: "AddPayeeScreenAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseAPITestDoubles", package: "PayeesUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/Payees/Presentation/AddPayeeScreen/AddPayeeScreenImpl/Tests/AddPayeeScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PayeesScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "PayeesScreenImpl", package: "PayeesScreenImpl"),
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "PayeesScreenAPITestDoubles", package: "PayeesScreenAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseAPITestDoubles", package: "PayeesUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/Payees/Presentation/PayeesScreen/PayeesScreenImpl/Tests/PayeesScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PayeesRepositoryImplTests",
            dependencies: [
                .product(name: "PayeesRepositoryImpl", package: "PayeesRepositoryImpl"),
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "PayeesRepositoryAPITestDoubles", package: "PayeesRepositoryAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/Payees/Repositories/PayeesRepository/PayeesRepositoryImpl/Tests/PayeesRepositoryImplTests"
        ),
        .testTarget(
            name: "PayeesUseCaseImplTests",
            dependencies: [
                .product(name: "PayeesUseCaseImpl", package: "PayeesUseCaseImpl"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseAPITestDoubles", package: "PayeesUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/Payees/UseCases/PayeesUseCase/PayeesUseCaseImpl/Tests/PayeesUseCaseImplTests"
        ),

        // Features/RequestMoney
        .testTarget(
            name: "RequestMoneyScreenImplTests",
            dependencies: [
                .product(name: "RequestMoneyScreenImpl", package: "RequestMoneyScreenImpl"),
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyScreenAPITestDoubles", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "RequestMoneyUseCaseAPITestDoubles", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "QRCodeView", package: "QRCodeView"),
            ],
            path: "Features/RequestMoney/Presentation/RequestMoneyScreen/RequestMoneyScreenImpl/Tests/RequestMoneyScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "RequestMoneyRepositoryImplTests",
            dependencies: [
                .product(name: "RequestMoneyRepositoryImpl", package: "RequestMoneyRepositoryImpl"),
                .product(name: "RequestMoneyRepositoryAPI", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyRepositoryAPITestDoubles", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/RequestMoney/Repositories/RequestMoneyRepository/RequestMoneyRepositoryImpl/Tests/RequestMoneyRepositoryImplTests"
        ),
        .testTarget(
            name: "RequestMoneyUseCaseImplTests",
            dependencies: [
                .product(name: "RequestMoneyUseCaseImpl", package: "RequestMoneyUseCaseImpl"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "RequestMoneyUseCaseAPITestDoubles", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/RequestMoney/UseCases/RequestMoneyUseCase/RequestMoneyUseCaseImpl/Tests/RequestMoneyUseCaseImplTests"
        ),

        // Features/Settings
        .testTarget(
            name: "SettingsScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SettingsScreenImpl", package: "SettingsScreenImpl"),
                .product(name: "SettingsScreenAPI", package: "SettingsScreenAPI"),
                .product(name: "SettingsScreenAPITestDoubles", package: "SettingsScreenAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Features/Settings/Presentation/SettingsScreen/SettingsScreenImpl/Tests/SettingsScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SettingsRepositoryImplTests",
            dependencies: [
                .product(name: "SettingsRepositoryImpl", package: "SettingsRepositoryImpl"),
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "SettingsRepositoryAPITestDoubles", package: "SettingsRepositoryAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Features/Settings/Repositories/SettingsRepository/SettingsRepositoryImpl/Tests/SettingsRepositoryImplTests"
        ),
        .testTarget(
            name: "SettingsUseCaseImplTests",
            dependencies: [
                .product(name: "SettingsUseCaseImpl", package: "SettingsUseCaseImpl"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Features/Settings/UseCases/SettingsUseCase/SettingsUseCaseImpl/Tests/SettingsUseCaseImplTests"
        ),

        // Features/TransactionTab
        .testTarget(
            name: "TransactionDetailScreenImplTests",
            dependencies: [
                .product(name: "TransactionDetailScreenImpl", package: "TransactionDetailScreenImpl"),
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
            path: "Features/TransactionTab/Presentation/TransactionDetailScreen/TransactionDetailScreenImpl/Tests/TransactionDetailScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TransactionTabScreenImplTests",
            dependencies: [
                .product(name: "TransactionTabScreenImpl", package: "TransactionTabScreenImpl"),
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
            path: "Features/TransactionTab/Presentation/TransactionTabScreen/TransactionTabScreenImpl/Tests/TransactionTabScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TransactionTabRepositoryImplTests",
            dependencies: [
                .product(name: "TransactionTabRepositoryImpl", package: "TransactionTabRepositoryImpl"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
                .product(name: "TransactionTabRepositoryAPITestDoubles", package: "TransactionTabRepositoryAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryImpl/Tests/TransactionTabRepositoryImplTests"
        ),
        .testTarget(
            name: "TransactionTabUseCaseImplTests",
            dependencies: [
                .product(name: "TransactionTabUseCaseImpl", package: "TransactionTabUseCaseImpl"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseAPITestDoubles", package: "TransactionTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/TransactionTab/UseCases/TransactionTabUseCase/TransactionTabUseCaseImpl/Tests/TransactionTabUseCaseImplTests"
        ),

        // Features/Transfer
        .testTarget(
            name: "TransferReviewScreenImplTests",
            dependencies: [
                .product(name: "TransferReviewScreenImpl", package: "TransferReviewScreenImpl"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferReviewScreenAPITestDoubles", package: "TransferReviewScreenAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            path: "Features/Transfer/Presentation/TransferReviewScreen/TransferReviewScreenImpl/Tests/TransferReviewScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TransferScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "TransferScreenImpl", package: "TransferScreenImpl"),
                .product(name: "TransferScreenAPI", package: "TransferScreenAPI"),
                .product(name: "TransferScreenAPITestDoubles", package: "TransferScreenAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            path: "Features/Transfer/Presentation/TransferScreen/TransferScreenImpl/Tests/TransferScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TransferRepositoryImplTests",
            dependencies: [
                .product(name: "TransferRepositoryImpl", package: "TransferRepositoryImpl"),
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "TransferRepositoryAPITestDoubles", package: "TransferRepositoryAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/Transfer/Repositories/TransferRepository/TransferRepositoryImpl/Tests/TransferRepositoryImplTests"
        ),
        .testTarget(
            name: "TransferUseCaseImplTests",
            dependencies: [
                .product(name: "TransferUseCaseImpl", package: "TransferUseCaseImpl"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Features/Transfer/UseCases/TransferUseCase/TransferUseCaseImpl/Tests/TransferUseCaseImplTests"
        ),

        // Features/UpdateApp
        .testTarget(
            name: "UpdateAppScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "UpdateAppScreenImpl", package: "UpdateAppScreenImpl"),
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppScreenAPITestDoubles", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/UpdateApp/Presentation/UpdateAppScreen/UpdateAppScreenImpl/Tests/UpdateAppScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "UpdateAppRepositoryImplTests",
            dependencies: [
                .product(name: "UpdateAppRepositoryImpl", package: "UpdateAppRepositoryImpl"),
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "UpdateAppRepositoryAPITestDoubles", package: "UpdateAppRepositoryAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/UpdateApp/Repositories/UpdateAppRepository/UpdateAppRepositoryImpl/Tests/UpdateAppRepositoryImplTests"
        ),
        .testTarget(
            name: "UpdateAppUseCaseImplTests",
            dependencies: [
                .product(name: "UpdateAppUseCaseImpl", package: "UpdateAppUseCaseImpl"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/UpdateApp/UseCases/UpdateAppUseCase/UpdateAppUseCaseImpl/Tests/UpdateAppUseCaseImplTests"
        ),

        // Features/UserProfile
        .testTarget(
            name: "UserProfileScreenImplTests",
            dependencies: [
                .product(name: "ImageCacheAPITestDoubles", package: "ImageCacheAPI"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "UserProfileScreenImpl", package: "UserProfileScreenImpl"),
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileScreenAPITestDoubles", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "UserProfileUseCaseAPITestDoubles", package: "UserProfileUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Features/UserProfile/Presentation/UserProfileScreen/UserProfileScreenImpl/Tests/UserProfileScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "UserProfileRepositoryImplTests",
            dependencies: [
                .product(name: "UserProfileRepositoryImpl", package: "UserProfileRepositoryImpl"),
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPITestDoubles", package: "UserProfileRepositoryAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/UserProfile/Repositories/UserProfileRepository/UserProfileRepositoryImpl/Tests/UserProfileRepositoryImplTests"
        ),
        .testTarget(
            name: "UserProfileUseCaseImplTests",
            dependencies: [
                .product(name: "UserProfileUseCaseImpl", package: "UserProfileUseCaseImpl"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "UserProfileUseCaseAPITestDoubles", package: "UserProfileUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/UserProfile/UseCases/UserProfileUseCase/UserProfileUseCaseImpl/Tests/UserProfileUseCaseImplTests"
        ),

        // Features/VerificationCode
        .testTarget(
            name: "VerificationCodeScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "VerificationCodeScreenImpl", package: "VerificationCodeScreenImpl"),
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeScreenAPITestDoubles", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "VerificationCodeUseCaseAPITestDoubles", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
            ],
            path: "Features/VerificationCode/Presentation/VerificationCodeScreen/VerificationCodeScreenImpl/Tests/VerificationCodeScreenImplTests",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VerificationCodeRepositoryImplTests",
            dependencies: [
                .product(name: "VerificationCodeRepositoryImpl", package: "VerificationCodeRepositoryImpl"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPITestDoubles", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryImpl/Tests/VerificationCodeRepositoryImplTests"
        ),
        .testTarget(
            name: "VerificationCodeUseCaseImplTests",
            dependencies: [
                .product(name: "VerificationCodeUseCaseImpl", package: "VerificationCodeUseCaseImpl"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "VerificationCodeUseCaseAPITestDoubles", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ],
            path: "Features/VerificationCode/UseCases/VerificationCodeUseCase/VerificationCodeUseCaseImpl/Tests/VerificationCodeUseCaseImplTests"
        ),

        // Gateway
        .testTarget(
            name: "GatewayAuthTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "GatewayAuth", package: "PayRedGateway"),
                .product(name: "GatewayCore", package: "PayRedGateway"),
                .product(name: "GatewayTesting", package: "PayRedGateway"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Gateway/PayRedGateway/Tests/GatewayAuthTests"
        ),
        .testTarget(
            name: "GatewayMoneyTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "GatewayMoney", package: "PayRedGateway"),
                .product(name: "GatewayCore", package: "PayRedGateway"),
                .product(name: "GatewayTesting", package: "PayRedGateway"),
                .product(name: "PropertyChecks", package: "PropertyChecks"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Gateway/PayRedGateway/Tests/GatewayMoneyTests"
        ),
        .testTarget(
            name: "GatewayAppTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "GatewayApp", package: "PayRedGateway"),
                .product(name: "GatewayCore", package: "PayRedGateway"),
                .product(name: "GatewayTesting", package: "PayRedGateway"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Gateway/PayRedGateway/Tests/GatewayAppTests"
        ),
        .testTarget(
            name: "PayRedGatewayTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "GatewayCore", package: "PayRedGateway"),
                .product(name: "GatewayMoney", package: "PayRedGateway"),
                .product(name: "GatewayTesting", package: "PayRedGateway"),
                .product(name: "GatewayAuth", package: "PayRedGateway"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Gateway/PayRedGateway/Tests/PayRedGatewayTests"
        ),

        // Tools
        .testTarget(
            name: "CleanArchParsingTests",
            dependencies: [
                .product(name: "CleanArchParsing", package: "CleanArch"),
                .product(name: "CleanArchModel", package: "CleanArch"),
                .product(name: "CleanArchTestSupport", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchParsingTests"
        ),
        .testTarget(
            name: "CleanArchRulesTests",
            dependencies: [
                .product(name: "CleanArchRules", package: "CleanArch"),
                .product(name: "CleanArchModel", package: "CleanArch"),
                .product(name: "CleanArchParsing", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchRulesTests"
        ),
        .testTarget(
            name: "CleanArchReportingTests",
            dependencies: [
                .product(name: "CleanArchReporting", package: "CleanArch"),
                .product(name: "CleanArchModel", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchReportingTests"
        ),
        .testTarget(
            name: "CleanArchGraphTests",
            dependencies: [
                .product(name: "CleanArchGraph", package: "CleanArch"),
                .product(name: "CleanArchModel", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchGraphTests"
        ),
        .testTarget(
            name: "CleanArchDoublesTests",
            dependencies: [
                .product(name: "CleanArchDoubles", package: "CleanArch"),
                .product(name: "CleanArchModel", package: "CleanArch"),
                .product(name: "CleanArchParsing", package: "CleanArch"),
                .product(name: "CleanArchTestSupport", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchDoublesTests"
        ),
        .testTarget(
            name: "CleanArchCLITests",
            dependencies: [
                .product(name: "CleanArchCLI", package: "CleanArch"),
                .product(name: "CleanArchTestSupport", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchCLITests"
        ),
        .testTarget(
            name: "CleanArchCorpusTests",
            dependencies: [
                .product(name: "CleanArchCLI", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchCorpusTests",
            exclude: ["Corpus"]
        ),
        .testTarget(
            name: "CleanArchScaffoldTests",
            dependencies: [
                .product(name: "CleanArchScaffold", package: "CleanArch"),
                .product(name: "CleanArchCLI", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchScaffoldTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CleanArchStringsTests",
            dependencies: [
                .product(name: "CleanArchStrings", package: "CleanArch"),
            ],
            path: "Tools/CleanArch/Tests/CleanArchStringsTests"
        ),
        .testTarget(
            name: "DoublesCorpusTests",
            dependencies: [
                .product(name: "DoublesCorpusAPI", package: "DoublesCorpusAPI"),
                .product(name: "DoublesCorpusAPITestDoubles", package: "DoublesCorpusAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tools/CleanArch/Tests/DoublesCorpus/DoublesCorpusAPI/Tests/DoublesCorpusTests"
        ),
        // cleanarch:tests end
    ],
    swiftLanguageModes: [.v6]
)
