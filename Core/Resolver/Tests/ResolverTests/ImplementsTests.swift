import Resolver
import XCTest

final class ImplementsTests: XCTestCase {
    private let resolver = Resolver()

    func testImplementedTypesShareTheRegistrationsInstance() {
        resolver.register { EnglishGreeter() }
            .implements(Greeter.self)
            .implements(Farewell.self)
            .scope(.application)

        let concrete: EnglishGreeter = resolver.resolve()
        XCTAssertIdentical(resolver.resolve(Greeter.self), concrete)
        XCTAssertIdentical(resolver.resolve(Farewell.self), concrete)
    }

    func testImplementedTypeUsesTheRegistrationsScope() {
        resolver.register { EnglishGreeter() }
            .implements(Greeter.self)
            .scope(.unique)

        XCTAssertNotIdentical(resolver.resolve(Greeter.self), resolver.resolve(Greeter.self))
    }
}
