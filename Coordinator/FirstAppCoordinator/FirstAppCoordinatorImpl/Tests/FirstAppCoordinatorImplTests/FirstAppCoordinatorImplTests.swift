@testable import FirstAppCoordinatorImpl
import LoginScreenAPI
import LoginScreenAPITestDoubles
import Resolver
import SUICoordinator
import TerminalUI
import XCTest

@MainActor
final class FirstAppCoordinatorImplTests: XCTestCase {
    private var loginScreen: LoginScreenStub!
    private var sut: FirstAppCoordinatorImpl!
    private static let placeholderText = "Login screen stub"

    override func setUp() async throws {
        loginScreen = LoginScreenStub()
        loginScreen.screenResult = AnyView(Text(Self.placeholderText))
        Resolver.root = Resolver()
        Resolver.root.register(LoginScreenProtocol.self) { [loginScreen] in loginScreen! }
        sut = FirstAppCoordinatorImpl()
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var screenText: String {
        ViewHost(size: TerminalSize(columns: 100, rows: 30)) { [sut] in sut!.visibleBody as! AnyView }.render().plainText
    }

    func testStartShowsTheLoginScreenWiredToThisCoordinator() async {
        XCTAssertEqual(loginScreen.screenCallCount, 1)
        XCTAssertTrue(loginScreen.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertTrue(screenText.contains(Self.placeholderText))
    }

    func testRegisteredUserIsPushedToThePinStep() async {
        await sut.pushLockScreen(email: "demo@payred.app")
        XCTAssertEqual(sut.router.items.count, 1)
        XCTAssertTrue(screenText.contains("Enter your PIN"))
        XCTAssertTrue(screenText.contains("demo@payred.app"))
    }

    func testNewUserIsPushedToTheVerificationStep() async {
        await sut.pushVerificationScreen(email: "new@payred.app")
        XCTAssertTrue(screenText.contains("Verify your email"))
    }

    func testBackToLoginPopsToTheLoginScreen() async {
        await sut.pushLockScreen(email: "demo@payred.app")
        await sut.backToLogin()
        XCTAssertTrue(sut.router.items.isEmpty)
        XCTAssertTrue(screenText.contains(Self.placeholderText))
    }

    func testTermsOpenAsASheetAndClose() async {
        await sut.openTermsAndConditions(link: "https://payred.app/terms")
        XCTAssertEqual(sut.router.sheetItems.count, 1)
        XCTAssertTrue(screenText.contains("https://payred.app/terms"))
        await sut.closeTerms()
        XCTAssertTrue(sut.router.sheetItems.isEmpty)
    }
}
