import FirstAppCoordinatorAPI
import LoginScreenAPI
import Resolver
import SUICoordinator
import TerminalUI

/// Runs the signed-out flow: Login, then the verification or PIN step (blueprint §4.6.4).
@MainActor
public final class FirstAppCoordinatorImpl: Coordinator<FirstAppRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var loginScreen: LoginScreenProtocol
        let view = loginScreen.screen(dependencies: LoginScreenDependencies(coordinator: self))
        await startFlow(route: .pushLoginScreen(view))
    }

    /// Pops back to the Login screen.
    func backToLogin() async {
        await router.popToRoot()
    }

    /// Closes the terms and conditions.
    func closeTerms() async {
        await router.dismiss()
    }
}

// MARK: - FirstAppCoordinatorProtocol

extension FirstAppCoordinatorImpl: FirstAppCoordinatorProtocol {}

// MARK: - LoginScreenCoordinatorProtocol

extension FirstAppCoordinatorImpl: LoginScreenCoordinatorProtocol {
    public func pushVerificationScreen(email: String) async {
        await pushNextStep(NextStepPlaceholderView(
            title: "Verify your email",
            message: "We sent a six-digit code to \(email). Entering it arrives with the sign-up flow.",
            onBack: { [weak self] in await self?.backToLogin() }
        ))
    }

    public func pushLockScreen(email: String) async {
        await pushNextStep(NextStepPlaceholderView(
            title: "Enter your PIN",
            message: "Welcome back, \(email). Unlocking with your PIN arrives with the PIN lock flow.",
            onBack: { [weak self] in await self?.backToLogin() }
        ))
    }

    public func openTermsAndConditions(link: String) async {
        let view = TermsAndConditionsView(link: link, onClose: { [weak self] in await self?.closeTerms() })
        await router.navigate(toRoute: .termsAndConditions(AnyView(view)))
    }

    private func pushNextStep(_ view: NextStepPlaceholderView) async {
        await router.navigate(toRoute: .pushNextStep(AnyView(view)))
    }
}
