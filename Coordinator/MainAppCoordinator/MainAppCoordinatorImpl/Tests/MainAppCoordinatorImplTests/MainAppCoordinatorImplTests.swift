import FirstAppCoordinatorAPI
import FirstAppCoordinatorAPITestDoubles
import MainAppCoordinatorImpl
import Resolver
import SUICoordinator
import XCTest

@MainActor
final class MainAppCoordinatorImplTests: XCTestCase {
    private var firstApp: FirstAppCoordinatorStub!

    override func setUp() async throws {
        firstApp = FirstAppCoordinatorStub()
        Resolver.root = Resolver()
        Resolver.root.register(FirstAppCoordinatorProtocol.self) { @MainActor [firstApp] in firstApp! }
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    func testStartPresentsAndStartsTheFirstAppFlow() async {
        let sut = MainAppCoordinatorImpl()
        await sut.start()
        XCTAssertEqual(firstApp.startCallCount, 1)
        XCTAssertTrue(sut.children.first === firstApp)
        XCTAssertTrue(firstApp.parent === sut)
        XCTAssertEqual(firstApp.presentationStyle, .push)
    }

    func testTheFirstAppFlowIsWhatTheRootShows() async {
        let sut = MainAppCoordinatorImpl()
        await sut.start()
        XCTAssertEqual(sut.visibleBody as? String, "FirstAppCoordinatorStub")
    }

    func testWhenTheFirstAppFlowFinishesItIsReleased() async {
        let sut = MainAppCoordinatorImpl()
        await sut.start()
        weak let released = firstApp
        await firstApp.finishFlow(animated: false)
        firstApp = nil
        Resolver.root = Resolver()
        XCTAssertTrue(sut.children.isEmpty)
        XCTAssertNil(released)
    }
}
