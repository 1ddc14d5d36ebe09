import Resolver
import XCTest

/// `@MainActor` factories, resolved through the blueprint registrations in `Resolver.main`.
final class MainActorTests: BlueprintContainerTestCase {
    @MainActor
    func testMainActorFactoriesResolveOnTheMainActor() {
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        XCTAssertIdentical(coordinator, Resolver.resolve(MainAppCoordinatorProtocol.self), "application scope")

        let first = Resolver.resolve(FirstAppCoordinatorImpl.self)
        XCTAssertTrue(first.started)
        XCTAssertIdentical(Resolver.resolve(FirstAppCoordinatorProtocol.self), first, "implements shares it")
        XCTAssertIdentical(Resolver.resolve(LoginScreenCoordinatorProtocol.self), first)
        XCTAssertNil(first.missing)

        let lazyCoordinator = (coordinator as? MainAppCoordinatorImpl)?.firstCoordinator
        XCTAssertIdentical(lazyCoordinator, first, "shared while `first` is held")
    }

    func testMainActorFactoryFromAsyncMainActorContext() async {
        let isStarted = await MainActor.run {
            (Resolver.resolve(MainAppCoordinatorProtocol.self) as? MainAppCoordinatorImpl)?.started
        }
        XCTAssertEqual(isStarted, true)
    }

    @MainActor
    func testMainActorFactoryReceivesTheResolvingContainer() {
        let parent = Resolver()
        parent.register { EnglishGreeter() }.implements(Greeter.self)
        parent.register { @MainActor resolver in GreetingScreen(greeter: resolver.resolve()) }
        let child = Resolver(child: parent)
        child.register { StubGreeter() }.implements(Greeter.self)

        XCTAssertTrue(parent.resolve(GreetingScreen.self).greeter is EnglishGreeter)
        XCTAssertTrue(child.resolve(GreetingScreen.self).greeter is StubGreeter)
    }
}

@MainActor final class GreetingScreen {
    let greeter: Greeter

    init(greeter: Greeter) {
        self.greeter = greeter
    }
}
