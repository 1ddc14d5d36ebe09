import Resolver
import XCTest

/// Uses `Resolver.main`/`root` and `BlueprintRegistrar` (BlueprintRegistrations.swift).
final class GlobalContainerTests: BlueprintContainerTestCase {
    func testRegisterAllServicesRunsOnceOnFirstResolve() {
        let before = registrationCount.value
        XCTAssertEqual(Resolver.resolve(NetworkService.self, name: "production").baseURL, "https://a")
        XCTAssertEqual(Resolver.resolve(Repo.self).remote.baseURL, "https://default")
        XCTAssertEqual(registrationCount.value, before + 1)

        Resolver.reset()
        _ = Resolver.resolve(Repo.self)
        XCTAssertEqual(registrationCount.value, before + 2, "reset() arms the registration again")
    }

    func testStandaloneContainerDoesNotTriggerRegistration() {
        let before = registrationCount.value
        XCTAssertNil(Resolver().optional(Repo.self))
        XCTAssertEqual(registrationCount.value, before)
    }

    func testRacingFirstResolutionsRegisterOnce() async {
        let before = registrationCount.value
        let resolved = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask { Resolver.optional(Repo.self) != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        XCTAssertEqual(resolved, 20)
        XCTAssertEqual(registrationCount.value, before + 1)
    }

    func testBlueprintResolutionSnippet() {
        let a = Resolver.resolve(LoginUseCaseProtocol.self)
        let b: LoginUseCaseProtocol = Resolver.resolve()
        let c: NetworkService = Resolver.resolve(name: "production")
        let d = Resolver.optional(Greeter.self)
        XCTAssertIdentical(a, b, "shared while `a` is held")
        XCTAssertEqual(c.baseURL, "https://a")
        XCTAssertNil(d)
        XCTAssertIdentical(a.remote, Resolver.resolve(CardListRepositoryRemoteDataProtocol.self))
        XCTAssertIdentical(a.remote, Resolver.resolve(MobileGatewayServiceImpl.self))
        XCTAssertTrue(Resolver.resolve(LoginScreenProtocol.self) is LoginScreenImpl)
    }

    func testChildRootOverridesRegisteredServices() {
        Resolver.root = Resolver(child: .main)
        Resolver.root.register { StubLoginScreen() }.implements(LoginScreenProtocol.self)

        XCTAssertTrue(Resolver.resolve(LoginScreenProtocol.self) is StubLoginScreen)
        XCTAssertEqual(Resolver.resolve(Repo.self).remote.baseURL, "https://default", "falls back to main")
        XCTAssertTrue(Resolver.main.resolve(LoginScreenProtocol.self) is LoginScreenImpl)

        Resolver.root = .main
        XCTAssertTrue(Resolver.resolve(LoginScreenProtocol.self) is LoginScreenImpl)
    }
}
