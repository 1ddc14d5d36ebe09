import Resolver
import XCTest

final class ChildContainerTests: XCTestCase {
    private let parent = Resolver()

    func testChildOverridesParentAndFallsBackToIt() {
        parent.register { EnglishGreeter() }.implements(Greeter.self)
        parent.register { NetworkService(baseURL: "parent") }
        let child = Resolver(child: parent)
        child.register { StubGreeter() }.implements(Greeter.self)

        XCTAssertTrue(child.resolve(Greeter.self) is StubGreeter)
        XCTAssertEqual(child.resolve(NetworkService.self).baseURL, "parent")
        XCTAssertTrue(parent.resolve(Greeter.self) is EnglishGreeter, "the parent is unaffected")
    }

    func testParentFactoryResolvesDependenciesThroughTheResolvingChild() {
        parent.register { EnglishGreeter() }.implements(Greeter.self)
        parent.register { resolver in Welcome(greeter: resolver.resolve()) }
        let child = Resolver(child: parent)
        child.register { StubGreeter() }.implements(Greeter.self)

        XCTAssertTrue(child.resolve(Welcome.self).greeter is StubGreeter)
        XCTAssertTrue(parent.resolve(Welcome.self).greeter is EnglishGreeter)
    }

    func testApplicationInstanceOfParentIsSharedWithChild() {
        parent.register { Widget() }.scope(.application)
        let child = Resolver(child: parent)
        XCTAssertIdentical(child.resolve(Widget.self), parent.resolve(Widget.self))
    }
}
