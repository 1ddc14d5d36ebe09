import FirstAppCoordinatorAPI
import LoginRepositoryAPI
import LoginScreenAPI
import LoginUseCaseAPI
import MainAppCoordinatorAPI
import PayRedDI
import Resolver
import UserSessionAPI
import XCTest

/// The composition root resolves everything the app needs, with the scopes of blueprint §5.3.
@MainActor
final class DIRegisterarTests: XCTestCase {
    private var environment: TestEnvironment!

    override func setUp() async throws {
        environment = TestEnvironment()
    }

    override func tearDown() async throws {
        environment.tearDown()
    }

    func testEveryRegisteredProtocolResolvesFromAFreshContainer() async throws {
        let resolver = Resolver.root
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginRepositoryRemoteDataProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginRepositoryDataBaseDataProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(UserSessionStoreProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(UserSessionProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginUseCaseRepositoryProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginUseCaseProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginScreenProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(MainAppCoordinatorProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(FirstAppCoordinatorProtocol.self))
        XCTAssertNoThrow(try resolver.resolveOrThrow(LoginScreenCoordinatorProtocol.self))
    }

    func testApplicationScopeGivesOneDataSourceInstance() async {
        let first = Resolver.resolve(LoginRepositoryRemoteDataProtocol.self) as AnyObject
        let second = Resolver.resolve(LoginRepositoryRemoteDataProtocol.self) as AnyObject
        XCTAssertTrue(first === second)
        XCTAssertTrue(Resolver.resolve(UserSessionProtocol.self) === Resolver.resolve(UserSessionProtocol.self))
        XCTAssertTrue(Resolver.resolve(MainAppCoordinatorProtocol.self) === Resolver.resolve(MainAppCoordinatorProtocol.self))
    }

    func testSharedScopeGivesTheSameInstanceWhileItIsHeld() async {
        let useCase = Resolver.resolve(LoginUseCaseProtocol.self)
        XCTAssertTrue(useCase === Resolver.resolve(LoginUseCaseProtocol.self))
        let repository = Resolver.resolve(LoginUseCaseRepositoryProtocol.self) as AnyObject
        XCTAssertTrue(repository === Resolver.resolve(LoginUseCaseRepositoryProtocol.self) as AnyObject)
    }

    func testOneFirstAppCoordinatorServesAllItsProtocols() async {
        let flow = Resolver.resolve(FirstAppCoordinatorProtocol.self)
        let loginCoordinator = Resolver.resolve(LoginScreenCoordinatorProtocol.self)
        XCTAssertTrue(flow === loginCoordinator)
    }

    func testUniqueScopeGivesANewScreenEachTime() async {
        let first = Resolver.resolve(LoginScreenProtocol.self) as AnyObject
        let second = Resolver.resolve(LoginScreenProtocol.self) as AnyObject
        XCTAssertFalse(first === second)
    }
}
