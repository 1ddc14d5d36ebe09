import CleanArchParsing
import CleanArchRules
import FirstAppCoordinatorAPI
import Foundation
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

    /// Every type the registrar registers, read from the container rather than listed here, resolves
    /// from a fresh container; its scope is its role's (§5.3), and two resolutions follow the scope.
    func testEveryRegistrationResolvesWithItsRolesScope() throws {
        let resolver = Resolver.root
        let registrations = resolver.registrations
        XCTAssertGreaterThan(registrations.count, 100, "the registrar ran")
        for registration in registrations {
            let type = registration.serviceType
            if let expected = Self.scope(ofRole: type) {
                XCTAssertTrue(expected.contains(registration.scope), "\(type) is .\(registration.scope)")
            }
            let first = try registration.resolveObject(in: resolver)
            let second = try registration.resolveObject(in: resolver)
            guard let first, let second else { continue }
            switch registration.scope {
            case .application, .cached, .shared: XCTAssertIdentical(first, second, type)
            case .graph, .unique: XCTAssertNotIdentical(first, second, type)
            }
        }
    }

    /// `cleanarch`'s `impl-registered` and the container agree: every implementation the rule
    /// expects registered (a public type of an Impl package conforming to API protocols) is what
    /// the container resolves for one of those protocols.
    func testTheContainerResolvesEveryImplementationCleanArchExpects() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let workspace = try WorkspaceLoader().load(root: root, configuration: nil, cacheDirectory: WorkspaceLoader.defaultCacheDirectory(root: root)).workspace
        let expected = WorkspaceIndex(workspace).expectedRegistrations()
        XCTAssertGreaterThan(expected.count, 50, "the workspace was read")
        let resolver = Resolver.root
        var resolved: [String: Set<String>] = [:]
        for registration in resolver.registrations {
            guard let object = try registration.resolveObject(in: resolver) else { continue }
            let service = registration.serviceType.split(separator: ".").last.map(String.init) ?? registration.serviceType
            resolved[service, default: []].insert(String(String(describing: type(of: object)).prefix { $0 != "<" }))
        }
        for registration in expected {
            XCTAssertTrue(registration.protocols.contains { resolved[$0]?.contains(registration.implementation) == true },
                          "\(registration.implementation) (\(registration.location.file)) is not what the container resolves for "
                              + registration.protocols.joined(separator: " or "))
        }
    }

    /// §5.3's scopes by the role a protocol's name gives: data sources for the app's lifetime;
    /// repositories shared; use cases and coordinators shared, or kept for the app's lifetime where
    /// they outlive every screen (the session's flow, notifications, live events, the update check,
    /// the root coordinators: the registrar says why at each); screens new each time. Nil for a type
    /// no role names (configuration, concrete types).
    private static func scope(ofRole type: String) -> Set<ResolverScope>? {
        let name = type.split(separator: ".").last.map(String.init) ?? type
        if name.hasSuffix("DataProtocol") || name == "UserSessionStoreProtocol" || name == "ImageCacheProtocol" {
            return [.application]
        }
        if name.hasSuffix("ScreenProtocol") { return [.unique] }
        if name.hasSuffix("RepositoryProtocol") { return [.shared] }
        if name.hasSuffix("UseCaseProtocol") || name.hasSuffix("CoordinatorProtocol") { return [.shared, .application] }
        return nil
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
