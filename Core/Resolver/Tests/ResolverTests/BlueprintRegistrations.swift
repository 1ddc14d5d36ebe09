import Resolver

// The blueprint's registration snippet, compiled against small test types. The app conforms
// `Resolver` itself (`extension Resolver: @retroactive ResolverRegistering`); the tests use a
// stand-in registrar so that conformance stays the app's alone when all tests share one binary.

let registrationCount = Counter()

protocol LoginRepositoryRemoteDataProtocol: AnyObject, Sendable {}
protocol CardListRepositoryRemoteDataProtocol: AnyObject, Sendable {}
final class MobileGatewayServiceImpl: LoginRepositoryRemoteDataProtocol, CardListRepositoryRemoteDataProtocol {}

protocol LoginUseCaseProtocol: AnyObject {
    var remote: LoginRepositoryRemoteDataProtocol { get }
}

/// A non-isolated use case resolving its dependency at init.
final class LoginUseCaseImpl: LoginUseCaseProtocol {
    @Injected var remote: LoginRepositoryRemoteDataProtocol
}

protocol LoginScreenProtocol {}
struct LoginScreenImpl: LoginScreenProtocol {}
struct StubLoginScreen: LoginScreenProtocol {}

@MainActor protocol MainAppCoordinatorProtocol: AnyObject {}
@MainActor protocol FirstAppCoordinatorProtocol: AnyObject {}
@MainActor protocol LoginScreenCoordinatorProtocol: AnyObject {}

@MainActor final class MainAppCoordinatorImpl: MainAppCoordinatorProtocol {
    @LazyInjected var firstCoordinator: FirstAppCoordinatorProtocol
    private(set) var started = false

    init() {
        started = true
    }
}

@MainActor final class FirstAppCoordinatorImpl: FirstAppCoordinatorProtocol, LoginScreenCoordinatorProtocol {
    @Injected var loginUseCase: LoginUseCaseProtocol
    @OptionalInjected var missing: Farewell?
    private(set) var started = false

    init() {
        started = true
    }
}

struct NetworkService {
    let baseURL: String
}

struct Repo {
    let remote: NetworkService
}

enum BlueprintRegistrar: ResolverRegistering {
    static func registerAllServices() {
        registrationCount.increment()
        Resolver.register { MobileGatewayServiceImpl() }
            .implements(LoginRepositoryRemoteDataProtocol.self)
            .implements(CardListRepositoryRemoteDataProtocol.self)
            .scope(.application)
        Resolver.register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
            .scope(.shared)
        Resolver.register(LoginScreenProtocol.self) { LoginScreenImpl() }
            .scope(.unique)
        Resolver.register(MainAppCoordinatorProtocol.self) { @MainActor in MainAppCoordinatorImpl() }
            .scope(.application)
        Resolver.register(FirstAppCoordinatorImpl.self) { @MainActor in FirstAppCoordinatorImpl() }
            .implements(FirstAppCoordinatorProtocol.self)
            .implements(LoginScreenCoordinatorProtocol.self)
            .scope(.shared)
        Resolver.register(name: "production") { NetworkService(baseURL: "https://a") }
        Resolver.register { resolver in Repo(remote: resolver.resolve()) }
        // Not in the blueprint: the unnamed NetworkService that `Repo` above resolves.
        Resolver.register { NetworkService(baseURL: "https://default") }
    }
}
