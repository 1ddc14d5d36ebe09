import Resolver
import XCTest

final class ResolutionTests: XCTestCase {
    private let resolver = Resolver()

    func testNamedRegistrationsAreDistinct() {
        resolver.register { NetworkService(baseURL: "default") }
        resolver.register(name: "production") { NetworkService(baseURL: "production") }
        resolver.register(name: "staging") { EnglishGreeter() }
            .implements(Greeter.self, name: "greeter")

        XCTAssertEqual(resolver.resolve(NetworkService.self).baseURL, "default")
        let production: NetworkService = resolver.resolve(name: "production")
        XCTAssertEqual(production.baseURL, "production")
        XCTAssertNotNil(resolver.optional(Greeter.self, name: "greeter"))
        XCTAssertNil(resolver.optional(Greeter.self))
        XCTAssertNil(resolver.optional(NetworkService.self, name: "staging"))
    }

    func testOptionalIsNilWhenUnregistered() {
        XCTAssertNil(resolver.optional(Greeter.self))
        resolver.register { StubGreeter() }.implements(Greeter.self)
        XCTAssertTrue(resolver.optional(Greeter.self) is StubGreeter)
    }

    func testMissingRegistrationErrorNamesTypeAndName() {
        do {
            _ = try resolver.resolveOrThrow(Greeter.self)
            XCTFail("expected a missing registration")
        } catch {
            XCTAssertEqual(error.description, "Resolver: no registration for Greeter (name: nil)")
        }
        do {
            _ = try resolver.resolveOrThrow(Greeter.self, name: "production")
            XCTFail("expected a missing registration")
        } catch {
            XCTAssertEqual(error.description, #"Resolver: no registration for Greeter (name: "production")"#)
        }
    }

    func testReregistrationReplacesEarlierOne() {
        resolver.register { EnglishGreeter() }.implements(Greeter.self)
        resolver.register { StubGreeter() }.implements(Greeter.self)
        XCTAssertTrue(resolver.resolve(Greeter.self) is StubGreeter)
    }
}
