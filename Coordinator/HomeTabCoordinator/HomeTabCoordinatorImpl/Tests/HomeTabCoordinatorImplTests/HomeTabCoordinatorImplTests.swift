import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import HomeTabCoordinatorImpl
import HomeTabScreenAPI
import HomeTabScreenAPITestDoubles
import Resolver
import SUICoordinator
import TerminalUI
import XCTest

@MainActor
final class HomeTabCoordinatorImplTests: XCTestCase {
    private var authFlow: AuthenticationFlowUseCaseStub!
    private var homeScreen: HomeTabScreenStub!
    private var sut: HomeTabCoordinatorImpl!

    override func setUp() async throws {
        authFlow = AuthenticationFlowUseCaseStub()
        authFlow.logoutResult = .success(.init(revokedAtGateway: true))
        homeScreen = HomeTabScreenStub()
        homeScreen.screenResult = AnyView(Text("Home stub"))
        Resolver.root = Resolver()
        Resolver.root.register(AuthenticationFlowUseCaseProtocol.self) { [authFlow] in authFlow! }
        Resolver.root.register(HomeTabScreenProtocol.self) { [homeScreen] in homeScreen! }
        sut = HomeTabCoordinatorImpl()
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    func testStartShowsTheHomeScreenWiredToThisCoordinator() {
        XCTAssertTrue(homeScreen.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertNotNil(sut.router.mainView)
    }

    func testLockNowGoesToTheAuthenticationFlow() async {
        await sut.lockNow()
        XCTAssertEqual(authFlow.lockCallCount, 1)
    }
}
