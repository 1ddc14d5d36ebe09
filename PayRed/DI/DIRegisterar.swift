import DataBase
import FirstAppCoordinatorAPI
import FirstAppCoordinatorImpl
import KeyChainDataImpl
import LoginRepositoryAPI
import LoginRepositoryImpl
import LoginScreenAPI
import LoginScreenImpl
import LoginUseCaseAPI
import LoginUseCaseImpl
import MainAppCoordinatorAPI
import MainAppCoordinatorImpl
import MobileGatewayServiceImpl
import Resolver
import UserSessionAPI
import UserSessionImpl

/// The composition root's registrations (blueprint §5.2, §8.3), in dependency order and with
/// the scopes of §5.3. Only this file knows which implementation serves which protocol.
extension Resolver: @retroactive ResolverRegistering {
    public static func registerAllServices() {
        // 1. Data sources: one instance for the app's lifetime.
        register { MobileGatewayServiceImpl(baseURL: resolve(PayRedConfiguration.self).gatewayURL) }
            .implements(LoginRepositoryRemoteDataProtocol.self)
            .scope(.application)

        register { DataBase(path: resolve(PayRedConfiguration.self).databasePath) }
            .implements(LoginRepositoryDataBaseDataProtocol.self)
            .scope(.application)

        register { KeyChainDataImpl(directory: resolve(PayRedConfiguration.self).secureStoreDirectory) }
            .implements(UserSessionStoreProtocol.self)
            .scope(.application)

        register { UserSessionImpl() }
            .implements(UserSessionProtocol.self)
            .scope(.application)

        // 2. Repositories.
        register { LoginRepositoryImpl() }
            .implements(LoginUseCaseRepositoryProtocol.self)
            .scope(.shared)

        // 3. Use cases.
        register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
            .scope(.shared)

        // 4. Presentation: a fresh screen each time.
        register(LoginScreenProtocol.self) { LoginScreenImpl() }
            .scope(.unique)

        // 5. Coordinators.
        register(MainAppCoordinatorProtocol.self) { @MainActor in MainAppCoordinatorImpl() }
            .scope(.application)

        register(FirstAppCoordinatorImpl.self) { @MainActor in FirstAppCoordinatorImpl() }
            .implements(FirstAppCoordinatorProtocol.self)
            .implements(LoginScreenCoordinatorProtocol.self)
            .scope(.shared)
    }
}
