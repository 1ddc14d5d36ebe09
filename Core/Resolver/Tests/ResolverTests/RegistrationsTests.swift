import Resolver
import XCTest

/// `registrations` lists what a container registers, with scopes, so a composition root can be
/// checked whole from its own registrations.
final class RegistrationsTests: XCTestCase {
    private let resolver = Resolver()

    func testListsEachRegistrationAndImplementedTypeWithTheScopeSetLast() {
        resolver.register { EnglishGreeter() }
            .implements(Greeter.self)
            .implements(Farewell.self)
            .scope(.application)
        resolver.register(name: "spare") { Widget() }

        let listed = resolver.registrations.map { "\($0.serviceType) \($0.name ?? "-") \($0.scope)" }

        XCTAssertEqual(listed, [
            "ResolverTests.EnglishGreeter - application",
            "ResolverTests.Greeter - application",
            "ResolverTests.Farewell - application",
            "ResolverTests.Widget spare graph",
        ])
    }

    func testARegistrationOfTheSameTypeAndNameReplacesTheEarlierOne() {
        resolver.register { Widget() }.scope(.application)
        resolver.register { Widget() }.scope(.unique)

        XCTAssertEqual(resolver.registrations.map(\.scope), [.unique])
    }

    func testResolveObjectResolvesThroughTheContainer() throws {
        resolver.register { EnglishGreeter() }.implements(Greeter.self).scope(.application)
        resolver.register { 42 }

        let objects = try resolver.registrations.map { try $0.resolveObject(in: resolver) }

        XCTAssertIdentical(objects[0], objects[1])
        XCTAssertNil(objects[2], "a value has no identity to compare")
    }

    func testResolveObjectThrowsWhenTheContainerLacksIt() {
        resolver.register { Widget() }
        let registration = resolver.registrations[0]

        XCTAssertThrowsError(try registration.resolveObject(in: Resolver()))
    }
}
