import Resolver
import XCTest

/// A non-isolated use case holding every kind of injected property.
final class GreetingUseCase {
    @Injected var greeter: Greeter
    @LazyInjected var lazyWidget: Widget
    @OptionalInjected var farewell: Farewell?
    @OptionalInjected(name: "missing") var missing: Greeter?
}

/// A use case shared across threads; its injected properties are set once, at init.
final class SharedGreetingUseCase: @unchecked Sendable {
    @Injected var greeter: Greeter
}

@MainActor final class GreetingViewModel {
    @Injected var greeter: Greeter
    @LazyInjected var widget: Widget
}

final class PropertyWrapperTests: XCTestCase {
    private let resolver = Resolver()
    private let widgetsCreated = Counter()

    override func setUp() {
        super.setUp()
        Resolver.root = resolver
        let widgetsCreated = widgetsCreated
        resolver.register { EnglishGreeter() }.implements(Greeter.self).scope(.application)
        resolver.register { () -> Widget in
            widgetsCreated.increment()
            return Widget()
        }
        .scope(.unique)
    }

    override func tearDown() {
        Resolver.reset()
        super.tearDown()
    }

    func testInjectedResolvesAtInit() {
        let useCase = GreetingUseCase()
        XCTAssertIdentical(useCase.greeter, resolver.resolve(Greeter.self))
        XCTAssertIdentical(SharedGreetingUseCase().greeter, useCase.greeter)
    }

    func testInjectedUsesGivenContainerAndName() {
        let other = Resolver()
        other.register(name: "stub") { StubGreeter() }.implements(Greeter.self, name: "stub")
        @Injected(name: "stub", container: other) var greeter: Greeter
        XCTAssertTrue(greeter is StubGreeter)
    }

    func testLazyInjectedResolvesOnFirstAccessOnly() {
        let useCase = GreetingUseCase()
        XCTAssertEqual(widgetsCreated.value, 0)
        let first = useCase.lazyWidget
        XCTAssertEqual(widgetsCreated.value, 1)
        XCTAssertIdentical(useCase.lazyWidget, first)
        XCTAssertEqual(widgetsCreated.value, 1)
    }

    func testLazyInjectedAsLocalVariable() {
        @LazyInjected var widget: Widget
        XCTAssertEqual(widgetsCreated.value, 0)
        let first = widget
        XCTAssertIdentical(widget, first)
        XCTAssertEqual(widgetsCreated.value, 1)
    }

    func testOptionalInjectedIsNilWhenUnregistered() {
        let useCase = GreetingUseCase()
        XCTAssertNil(useCase.farewell)
        XCTAssertNil(useCase.missing)

        resolver.register { EnglishGreeter() }.implements(Farewell.self)
        XCTAssertNotNil(GreetingUseCase().farewell)
    }

    @MainActor
    func testWrappersInMainActorClass() {
        let viewModel = GreetingViewModel()
        XCTAssertIdentical(viewModel.greeter, resolver.resolve(Greeter.self))
        XCTAssertEqual(widgetsCreated.value, 0)
        XCTAssertIdentical(viewModel.widget, viewModel.widget)
        XCTAssertEqual(widgetsCreated.value, 1)
    }
}
