import AddPayeeScreenAPI
import AddPayeeScreenImpl
import AuthenticationFlowRepositoryAPI
import AuthenticationFlowRepositoryImpl
import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseImpl
import CardDetailScreenAPI
import CardDetailScreenImpl
import CardFreezeScreenAPI
import CardFreezeScreenImpl
import CardsTabCoordinatorAPI
import CardsTabCoordinatorImpl
import CardsTabRepositoryAPI
import CardsTabRepositoryImpl
import CardsTabScreenAPI
import CardsTabScreenImpl
import CardsTabUseCaseAPI
import CardsTabUseCaseImpl
import ChangeAppPinRepositoryImpl
import ChangeAppPinScreenAPI
import ChangeAppPinScreenImpl
import ChangeAppPinUseCaseAPI
import ChangeAppPinUseCaseImpl
import DataBase
import DeepLinkUseCaseAPI
import DeepLinkUseCaseImpl
import FileExportDataImpl
import FirstAppCoordinatorAPI
import ImageCacheAPI
import ImageCacheImpl
import FirstAppCoordinatorImpl
import HomeTabCoordinatorAPI
import HomeTabCoordinatorImpl
import HomeTabRepositoryAPI
import HomeTabRepositoryImpl
import HomeTabScreenAPI
import HomeTabScreenImpl
import HomeTabUseCaseAPI
import HomeTabUseCaseImpl
import KeyChainDataImpl
import LiveEventsRepositoryAPI
import LiveEventsRepositoryImpl
import LiveEventsUseCaseAPI
import LiveEventsUseCaseImpl
import LockRepositoryAPI
import LockRepositoryImpl
import LockScreenAPI
import LockScreenImpl
import LockUseCaseAPI
import LockUseCaseImpl
import Logging
import LoginRepositoryAPI
import LoginRepositoryImpl
import LoginScreenAPI
import LoginScreenImpl
import LoginUseCaseAPI
import LoginUseCaseImpl
import MainAppCoordinatorAPI
import MainAppCoordinatorImpl
import MainTabBarCoordinatorAPI
import MainTabBarCoordinatorImpl
import MainTabBarRepositoryAPI
import MainTabBarRepositoryImpl
import MainTabBarUseCaseAPI
import MainTabBarUseCaseImpl
import MenuTabCoordinatorAPI
import MenuTabCoordinatorImpl
import MobileGatewayServiceImpl
import NotificationManagerRepositoryImpl
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseImpl
import NotificationsScreenAPI
import NotificationsScreenImpl
import PayeesRepositoryImpl
import PayeesScreenAPI
import PayeesScreenImpl
import PayeesUseCaseAPI
import PayeesUseCaseImpl
import RequestMoneyRepositoryAPI
import RequestMoneyRepositoryImpl
import RequestMoneyScreenAPI
import RequestMoneyScreenImpl
import RequestMoneyUseCaseAPI
import RequestMoneyUseCaseImpl
import Resolver
import SettingsRepositoryImpl
import SettingsScreenAPI
import SettingsScreenImpl
import TransferRepositoryAPI
import PayeesRepositoryAPI
import UserProfileRepositoryAPI
import ChangeAppPinRepositoryAPI
import NotificationManagerRepositoryAPI
import UpdateAppRepositoryAPI
import SettingsRepositoryAPI
import MenuTabScreenAPI
import MenuTabScreenImpl
import SettingsUseCaseAPI
import SettingsUseCaseImpl
import SplashScreenAPI
import SplashScreenImpl
import TransactionDetailScreenAPI
import TransactionDetailScreenImpl
import TransactionTabCoordinatorAPI
import TransactionTabCoordinatorImpl
import TransactionTabRepositoryAPI
import TransactionTabRepositoryImpl
import TransactionTabScreenAPI
import TransactionTabScreenImpl
import TransactionTabUseCaseAPI
import TransactionTabUseCaseImpl
import TransferRepositoryImpl
import TransferReviewScreenAPI
import TransferReviewScreenImpl
import TransferScreenAPI
import TransferScreenImpl
import TransferTabCoordinatorAPI
import TransferTabCoordinatorImpl
import TransferUseCaseAPI
import TransferUseCaseImpl
import UpdateAppRepositoryImpl
import UpdateAppScreenAPI
import UpdateAppScreenImpl
import UpdateAppUseCaseAPI
import UpdateAppUseCaseImpl
import UserDefaultsDataImpl
import UserProfileRepositoryImpl
import UserProfileScreenAPI
import UserProfileScreenImpl
import UserProfileUseCaseAPI
import UserProfileUseCaseImpl
import UserSessionAPI
import UserSessionImpl
import VerificationCodeRepositoryAPI
import VerificationCodeRepositoryImpl
import VerificationCodeScreenAPI
import VerificationCodeScreenImpl
import VerificationCodeUseCaseAPI
import VerificationCodeUseCaseImpl

/// The composition root's registrations (blueprint §5.2, §8.3), in dependency order and with
/// the scopes of §5.3. Only this file knows which implementation serves which protocol.
extension Resolver: @retroactive ResolverRegistering {
    public static func registerAllServices() {
        // 1. Data sources: one instance for the app's lifetime.
        register {
            let configuration = resolve(PayRedConfiguration.self)
            let log = FileLogHandler.Sink(file: configuration.logFile)
            return MobileGatewayServiceImpl(
                baseURL: configuration.gatewayURL,
                userSession: resolve(UserSessionProtocol.self),
                logger: Logger(label: "payred.gateway-client") { FileLogHandler(label: $0, sink: log) }
            )
        }
        .implements(LoginRepositoryRemoteDataProtocol.self)
        .implements(VerificationCodeRepositoryRemoteDataProtocol.self)
        .implements(LockRepositoryRemoteDataProtocol.self)
        .implements(AuthenticationFlowRepositoryRemoteDataProtocol.self)
        .implements(HomeTabRepositoryRemoteDataProtocol.self)
        .implements(CardsTabRepositoryRemoteDataProtocol.self)
        .implements(TransactionTabRepositoryRemoteDataProtocol.self)
        .implements(TransferRepositoryRemoteDataProtocol.self)
        .implements(PayeesRepositoryRemoteDataProtocol.self)
        .implements(UserProfileRepositoryRemoteDataProtocol.self)
        .implements(ChangeAppPinRepositoryRemoteDataProtocol.self)
        .implements(NotificationManagerRepositoryRemoteDataProtocol.self)
        .implements(UpdateAppRepositoryRemoteDataProtocol.self)
        .implements(LiveEventsRepositoryRemoteDataProtocol.self)
        .implements(RequestMoneyRepositoryRemoteDataProtocol.self)
        .scope(.application)

        register { DataBase(path: resolve(PayRedConfiguration.self).databasePath) }
            .implements(LoginRepositoryDataBaseDataProtocol.self)
            .implements(VerificationCodeRepositoryDataBaseDataProtocol.self)
            .implements(LockRepositoryDataBaseDataProtocol.self)
            .implements(AuthenticationFlowRepositoryDataBaseDataProtocol.self)
            .implements(TransactionTabRepositoryDataBaseDataProtocol.self)
            .scope(.application)

        register { KeyChainDataImpl(directory: resolve(PayRedConfiguration.self).secureStoreDirectory) }
            .implements(UserSessionStoreProtocol.self)
            .implements(LoginRepositoryKeyChainDataProtocol.self)
            .implements(VerificationCodeRepositoryKeyChainDataProtocol.self)
            .implements(LockRepositoryKeyChainDataProtocol.self)
            .implements(AuthenticationFlowRepositoryKeyChainDataProtocol.self)
            .implements(ChangeAppPinRepositoryKeyChainDataProtocol.self)
            .scope(.application)

        // Used by view models directly (000 §4.1.1).
        register(ImageCacheProtocol.self) { ImageCacheImpl(directory: resolve(PayRedConfiguration.self).imageCacheDirectory) }
            .scope(.application)

        register { UserSessionImpl() }
            .implements(UserSessionProtocol.self)
            .implements(LockRepositorySessionDataProtocol.self)
            .implements(AuthenticationFlowRepositorySessionDataProtocol.self)
            .scope(.application)

        register { UserDefaultsDataImpl(file: resolve(PayRedConfiguration.self).preferencesFile) }
            .implements(MainTabBarRepositoryUserDefaultsDataProtocol.self)
            .implements(SettingsRepositoryUserDefaultsDataProtocol.self)
            .implements(AuthenticationFlowRepositoryUserDefaultsDataProtocol.self)
            .scope(.application)

        register { FileExportDataImpl(directory: resolve(PayRedConfiguration.self).exportsDirectory) }
            .implements(TransactionTabRepositoryFileExportDataProtocol.self)
            .scope(.application)

        // 2. Repositories.
        register { LoginRepositoryImpl() }
            .implements(LoginUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { AuthenticationFlowRepositoryImpl() }
            .implements(AuthenticationFlowUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { VerificationCodeRepositoryImpl() }
            .implements(VerificationCodeUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { LockRepositoryImpl() }
            .implements(LockUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { HomeTabRepositoryImpl() }
            .implements(HomeTabUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { CardsTabRepositoryImpl() }
            .implements(CardsTabUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { TransactionTabRepositoryImpl() }
            .implements(TransactionTabUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { MainTabBarRepositoryImpl() }
            .implements(MainTabBarUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { TransferRepositoryImpl() }
            .implements(TransferUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { PayeesRepositoryImpl() }
            .implements(PayeesUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { UserProfileRepositoryImpl() }
            .implements(UserProfileUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { ChangeAppPinRepositoryImpl() }
            .implements(ChangeAppPinUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { NotificationManagerRepositoryImpl() }
            .implements(NotificationManagerUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { UpdateAppRepositoryImpl() }
            .implements(UpdateAppUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { SettingsRepositoryImpl() }
            .implements(SettingsUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { LiveEventsRepositoryImpl() }
            .implements(LiveEventsUseCaseRepositoryProtocol.self)
            .scope(.shared)

        register { RequestMoneyRepositoryImpl() }
            .implements(RequestMoneyUseCaseRepositoryProtocol.self)
            .scope(.shared)

        // 3. Use cases.
        register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
            .scope(.shared)

        // The flow outlives every screen: it owns the inactivity lock (blueprint §5.2 registers it `.application`).
        register(AuthenticationFlowUseCaseProtocol.self) {
            AuthenticationFlowUseCaseImpl(idleTimeout: resolve(PayRedConfiguration.self).autoLockAfter)
        }
        .scope(.application)

        register(VerificationCodeUseCaseProtocol.self) { VerificationCodeUseCaseImpl() }
            .scope(.shared)

        register(LockUseCaseProtocol.self) { LockUseCaseImpl() }
            .scope(.shared)

        register(HomeTabUseCaseProtocol.self) { HomeTabUseCaseImpl() }
            .scope(.shared)

        register(CardsTabUseCaseProtocol.self) { CardsTabUseCaseImpl() }
            .scope(.shared)

        register(TransactionTabUseCaseProtocol.self) { TransactionTabUseCaseImpl() }
            .scope(.shared)

        register(MainTabBarUseCaseProtocol.self) { MainTabBarUseCaseImpl() }
            .scope(.shared)

        // §5.3's scope; the form and the review share the one the Transfer tab's coordinator holds.
        register(TransferUseCaseProtocol.self) { TransferUseCaseImpl() }
            .scope(.shared)

        register(PayeesUseCaseProtocol.self) { PayeesUseCaseImpl() }
            .scope(.shared)

        register(UserProfileUseCaseProtocol.self) { UserProfileUseCaseImpl() }
            .scope(.shared)

        register(ChangeAppPinUseCaseProtocol.self) { ChangeAppPinUseCaseImpl() }
            .scope(.shared)

        // Resolved at start and polling while signed in (000 §5.4): one for the app's lifetime.
        register(NotificationManagerUseCaseProtocol.self) { NotificationManagerUseCaseImpl() }
            .scope(.application)

        // The root coordinator follows every check, the Menu's included: one for the app's lifetime.
        register(UpdateAppUseCaseProtocol.self) { UpdateAppUseCaseImpl(currentVersion: resolve(PayRedConfiguration.self).appVersion) }
            .scope(.application)

        register(SettingsUseCaseProtocol.self) {
            let configuration = resolve(PayRedConfiguration.self)
            return SettingsUseCaseImpl(autoLockForThisRun: configuration.autoLockAfter, languageForThisRun: configuration.language)
        }
            .scope(.shared)

        // Started and stopped with the sign-in by the root coordinator: one for the app's lifetime.
        register(LiveEventsUseCaseProtocol.self) { LiveEventsUseCaseImpl() }
            .scope(.application)

        register(RequestMoneyUseCaseProtocol.self) { RequestMoneyUseCaseImpl() }
            .scope(.shared)

        register(DeepLinkUseCaseProtocol.self) { DeepLinkUseCaseImpl() }
            .scope(.shared)

        // 4. Presentation: a fresh screen each time.
        register(LoginScreenProtocol.self) { LoginScreenImpl() }
            .scope(.unique)

        register(SplashScreenProtocol.self) { SplashScreenImpl() }
            .scope(.unique)

        register(VerificationCodeScreenProtocol.self) { VerificationCodeScreenImpl() }
            .scope(.unique)

        register(LockScreenProtocol.self) { LockScreenImpl() }
            .scope(.unique)

        register(HomeTabScreenProtocol.self) { HomeTabScreenImpl() }
            .scope(.unique)

        register(CardsTabScreenProtocol.self) { CardsTabScreenImpl() }
            .scope(.unique)

        register(CardDetailScreenProtocol.self) { CardDetailScreenImpl() }
            .scope(.unique)

        register(CardFreezeScreenProtocol.self) { CardFreezeScreenImpl() }
            .scope(.unique)

        register(TransactionTabScreenProtocol.self) { TransactionTabScreenImpl() }
            .scope(.unique)

        register(TransactionDetailScreenProtocol.self) { TransactionDetailScreenImpl() }
            .scope(.unique)

        register(TransferScreenProtocol.self) { TransferScreenImpl() }
            .scope(.unique)

        register(TransferReviewScreenProtocol.self) { TransferReviewScreenImpl() }
            .scope(.unique)

        register(PayeesScreenProtocol.self) { PayeesScreenImpl() }
            .scope(.unique)

        register(AddPayeeScreenProtocol.self) { AddPayeeScreenImpl() }
            .scope(.unique)

        register(UserProfileScreenProtocol.self) { UserProfileScreenImpl() }
            .scope(.unique)

        register(ChangeAppPinScreenProtocol.self) { ChangeAppPinScreenImpl() }
            .scope(.unique)

        register(NotificationsScreenProtocol.self) { NotificationsScreenImpl() }
            .scope(.unique)

        register(UpdateAppScreenProtocol.self) { UpdateAppScreenImpl() }
            .scope(.unique)

        register(SettingsScreenProtocol.self) { SettingsScreenImpl() }
            .scope(.unique)

        register(MenuTabScreenProtocol.self) { MenuTabScreenImpl() }
            .scope(.unique)

        register(RequestMoneyScreenProtocol.self) { RequestMoneyScreenImpl() }
            .scope(.unique)

        // 5. Coordinators.
        register(MainAppCoordinatorProtocol.self) { @MainActor in MainAppCoordinatorImpl() }
            .scope(.application)

        register(FirstAppCoordinatorImpl.self) { @MainActor in FirstAppCoordinatorImpl() }
            .implements(FirstAppCoordinatorProtocol.self)
            .implements(LoginScreenCoordinatorProtocol.self)
            .scope(.shared)

        register(HomeTabCoordinatorProtocol.self) { @MainActor in HomeTabCoordinatorImpl() }
            .scope(.shared)

        register(MainTabBarCoordinatorProtocol.self) { @MainActor in MainTabBarCoordinatorImpl() }
            .scope(.shared)

        register(CardsTabCoordinatorProtocol.self) { @MainActor in CardsTabCoordinatorImpl() }
            .scope(.shared)

        register(TransactionTabCoordinatorProtocol.self) { @MainActor in TransactionTabCoordinatorImpl() }
            .scope(.shared)

        register(TransferTabCoordinatorProtocol.self) { @MainActor in TransferTabCoordinatorImpl() }
            .scope(.shared)

        register(MenuTabCoordinatorProtocol.self) { @MainActor in MenuTabCoordinatorImpl() }
            .scope(.shared)
    }
}
