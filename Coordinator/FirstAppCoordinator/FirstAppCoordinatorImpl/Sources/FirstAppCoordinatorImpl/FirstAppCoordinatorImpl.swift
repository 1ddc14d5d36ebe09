import AuthenticationFlowUseCaseAPI
import FirstAppCoordinatorAPI
import LockScreenAPI
import LoginScreenAPI
import Resolver
import SUICoordinator
import TerminalUI
import VerificationCodeScreenAPI

/// Runs the signed-out flow (blueprint §4.6.4, §4.6.12 Pattern 1): Login, then the email code
/// and "Create a PIN" for a new user, or "Enter your PIN" for a registered one. It starts
/// where the authentication flow says the user left off.
@MainActor
public final class FirstAppCoordinatorImpl: Coordinator<FirstAppRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var loginScreen: LoginScreenProtocol
        await startFlow(route: .pushLoginScreen(loginScreen.screen(dependencies: LoginScreenDependencies(coordinator: self))))
        switch Resolver.resolve(AuthenticationFlowUseCaseProtocol.self).currentState {
        case .verificationCode(let email): await pushVerificationScreen(email: email)
        case .pinCode(let email, let firstLaunch): await showLockScreen(email: email, firstLaunch: firstLaunch)
        case .splash, .login, .authenticated: break
        }
    }

    private func showLockScreen(email: String, firstLaunch: Bool) async {
        @LazyInjected var lockScreen: LockScreenProtocol
        let view = lockScreen.screen(dependencies: LockScreenDependencies(coordinator: self, email: email, firstLaunch: firstLaunch))
        await router.navigate(toRoute: .pushLockScreen(view))
    }
}

// MARK: - FirstAppCoordinatorProtocol

extension FirstAppCoordinatorImpl: FirstAppCoordinatorProtocol {}

// MARK: - LoginScreenCoordinatorProtocol

extension FirstAppCoordinatorImpl: LoginScreenCoordinatorProtocol {
    public func pushVerificationScreen(email: String) async {
        @LazyInjected var verificationCodeScreen: VerificationCodeScreenProtocol
        let view = verificationCodeScreen.screen(dependencies: VerificationCodeScreenDependencies(coordinator: self, email: email))
        await router.navigate(toRoute: .pushVerificationCodeScreen(view))
    }

    public func pushLockScreen(email: String) async {
        await showLockScreen(email: email, firstLaunch: false)
    }

    public func openTermsAndConditions(link: String) async {
        let view = TermsAndConditionsView(link: link) { [weak self] in await self?.router.dismiss() }
        await router.navigate(toRoute: .termsAndConditions(AnyView(view)))
    }
}

// MARK: - VerificationCodeScreenCoordinatorProtocol

extension FirstAppCoordinatorImpl: VerificationCodeScreenCoordinatorProtocol {
    public func pushCreatePinScreen(email: String) async {
        await showLockScreen(email: email, firstLaunch: true)
    }

    public func backToLogin() async {
        // The screen had the sign-up or stored session forgotten, so a relaunch starts at Login too.
        await router.popToRoot()
    }
}

// MARK: - LockScreenCoordinatorProtocol

extension FirstAppCoordinatorImpl: LockScreenCoordinatorProtocol {}
