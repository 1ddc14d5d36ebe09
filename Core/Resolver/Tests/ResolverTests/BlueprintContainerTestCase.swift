@testable import Resolver
import XCTest

/// Tests against a fresh `Resolver.main` that registers `BlueprintRegistrar` on first resolution.
class BlueprintContainerTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        Resolver.registration = { BlueprintRegistrar.registerAllServices() }
        Resolver.reset()
    }

    override func tearDown() {
        Resolver.registration = nil
        Resolver.reset()
        super.tearDown()
    }
}
