import AuthenticationFlowUseCaseAPI
import AuthenticationFlowUseCaseAPITestDoubles
import CoordinatorHost
@testable import FirstAppCoordinatorImpl
import Localization
import LockScreenAPI
import LockScreenAPITestDoubles
import LoginScreenAPI
import LoginScreenAPITestDoubles
import Resolver
import SUICoordinator
import TerminalUI
import TestSupport
import VerificationCodeScreenAPI
import VerificationCodeScreenAPITestDoubles
import XCTest

@MainActor
final class FirstAppCoordinatorImplTests: SerialExecutorTestCase {
    private var loginScreen: LoginScreenStub!
    private var verificationScreen: VerificationCodeScreenStub!
    private var lockScreen: LockScreenStub!
    private var authFlow: AuthenticationFlowUseCaseStub!
    private var sut: FirstAppCoordinatorImpl!

    override func setUp() async throws {
        loginScreen = LoginScreenStub()
        loginScreen.screenResult = AnyView(Text("Login screen stub"))
        verificationScreen = VerificationCodeScreenStub()
        verificationScreen.screenResult = AnyView(Text("Verification screen stub"))
        lockScreen = LockScreenStub()
        lockScreen.screenResult = AnyView(Text("Lock screen stub"))
        authFlow = AuthenticationFlowUseCaseStub()
        authFlow.currentState = .login
        authFlow.logoutResult = .success(.init(revokedAtGateway: true))
        Resolver.root = Resolver()
        Resolver.root.register(LoginScreenProtocol.self) { [loginScreen] in loginScreen! }
        Resolver.root.register(VerificationCodeScreenProtocol.self) { [verificationScreen] in verificationScreen! }
        Resolver.root.register(LockScreenProtocol.self) { [lockScreen] in lockScreen! }
        Resolver.root.register(AuthenticationFlowUseCaseProtocol.self) { [authFlow] in authFlow! }
        sut = FirstAppCoordinatorImpl()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var screenText: String {
        ViewHost(size: TerminalSize(columns: 100, rows: 30)) { [sut] in sut!.visibleBody as! AnyView }.render().plainText
    }

    func testStartShowsTheLoginScreenWiredToThisCoordinator() async {
        await sut.start()
        XCTAssertEqual(loginScreen.screenCallCount, 1)
        XCTAssertTrue(loginScreen.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertTrue(screenText.contains("Login screen stub"))
    }

    func testStartResumesAnUnfinishedSignUpAtTheCode() async {
        authFlow.currentState = .verificationCode(email: "new@payred.app")
        await sut.start()
        XCTAssertEqual(verificationScreen.screenReceivedArguments.first?.email, "new@payred.app")
        XCTAssertTrue(screenText.contains("Verification screen stub"))
    }

    func testStartResumesAStoredSessionAtThePin() async {
        authFlow.currentState = .pinCode(email: "ada@payred.app", firstLaunch: false)
        await sut.start()
        let dependencies = lockScreen.screenReceivedArguments.first
        XCTAssertEqual(dependencies?.email, "ada@payred.app")
        XCTAssertEqual(dependencies?.firstLaunch, false)
        XCTAssertTrue(screenText.contains("Lock screen stub"))
    }

    func testRegisteredUserIsPushedToThePinStep() async {
        await sut.start()
        await sut.pushLockScreen(email: "demo@payred.app")
        XCTAssertEqual(sut.router.items.count, 1)
        XCTAssertEqual(lockScreen.screenReceivedArguments.first?.firstLaunch, false)
        XCTAssertTrue(lockScreen.screenReceivedArguments.first?.coordinator === sut)
    }

    func testVerifiedUserIsPushedToCreateThePin() async {
        await sut.start()
        await sut.pushVerificationScreen(email: "new@payred.app")
        await sut.pushCreatePinScreen(email: "new@payred.app")
        XCTAssertEqual(sut.router.items.count, 2)
        XCTAssertEqual(lockScreen.screenReceivedArguments.first?.firstLaunch, true)
    }

    func testBackToLoginOnlyPopsToLogin() async {
        await sut.start()
        await sut.pushVerificationScreen(email: "new@payred.app")
        await sut.backToLogin()
        XCTAssertFalse(authFlow.logoutCalled, "the screen had the sign-up forgotten before")
        XCTAssertTrue(sut.router.items.isEmpty)
        XCTAssertTrue(screenText.contains("Login screen stub"))
    }

    func testTermsOpenInASheetOverLoginThatEscCloses() async throws {
        await sut.start()
        await sut.openTermsAndConditions(link: "https://payred.app/terms")
        XCTAssertEqual(sut.router.sheetItems.count, 1)
        // Drawn as the app's host draws the tree: the sheet over the Login screen.
        let host = ViewHost(size: TerminalSize(columns: 100, rows: 30)) { [sut] in AnyView(CoordinatorView(coordinator: sut!)) }
        XCTAssertTrue(host.render().plainText.contains("https://payred.app/terms"))
        XCTAssertTrue(host.render().plainText.contains("Login screen stub"))
        host.send(.escape)
        try await host.waitUntilScreen(contains: "Login screen stub", timeout: .seconds(2))
        _ = await waitUntil { sut.router.sheetItems.isEmpty }
        XCTAssertTrue(sut.router.sheetItems.isEmpty)
    }

    func testTermsSpeakTheLanguageShown() async {
        Language.current = .german
        defer { Language.current = .english }
        await sut.start()
        await sut.openTermsAndConditions(link: "https://payred.app/terms")
        let host = ViewHost(size: TerminalSize(columns: 100, rows: 30)) { [sut] in AnyView(CoordinatorView(coordinator: sut!)) }
        XCTAssertTrue(host.render().plainText.contains("Nutzungsbedingungen"))
        XCTAssertTrue(host.render().plainText.contains("Der vollständige Text: https://payred.app/terms"))
    }
}
