import Resolver
import SUICoordinator
import TerminalUI
import TransferReviewScreenAPI
import TransferScreenAPI
import TransferTabCoordinatorAPI
import TransferUseCaseAPI

/// Runs the Transfer tab's flow (blueprint §4.6.4): the form, then the review that sends the
/// transfer and shows its result; Done comes back to a new form.
///
/// The form and the review share one TransferUseCase: the review shows, and sends, what the form
/// filled in. The coordinator holds it for as long as the tab runs and hands it to both.
@MainActor
public final class TransferTabCoordinatorImpl: Coordinator<TransferTabRoutes> {
    private let useCase: any TransferUseCaseProtocol

    /// Resolves the flow's use case from the container (the registrar's path).
    public convenience override init() {
        self.init(useCase: Resolver.resolve(TransferUseCaseProtocol.self))
    }

    /// Runs the flow over `useCase`.
    public init(useCase: any TransferUseCaseProtocol) {
        self.useCase = useCase
        super.init()
    }

    public override func start() async {
        await startFlow(route: .transferScreen(transferScreen(payeeId: nil)))
    }

    /// A new transfer form, to `payeeId` when given, or filled in from `request`.
    private func transferScreen(payeeId: String?, request: TransferScreenDependencies.PaymentRequest? = nil) -> AnyView {
        @LazyInjected var transferScreen: TransferScreenProtocol
        return transferScreen.screen(dependencies: TransferScreenDependencies(coordinator: self, useCase: useCase, payeeId: payeeId, request: request))
    }
}

// MARK: - TransferTabCoordinatorProtocol

extension TransferTabCoordinatorImpl: TransferTabCoordinatorProtocol {
    public func startTransfer(toPayeeId payeeId: String?) async {
        await startFlow(route: .transferScreen(transferScreen(payeeId: payeeId)))
    }

    public func startTransfer(toIban iban: String, name: String, amount: String, reference: String) async {
        let request = TransferScreenDependencies.PaymentRequest(iban: iban, name: name, amount: amount, reference: reference)
        await startFlow(route: .transferScreen(transferScreen(payeeId: nil, request: request)))
    }
}

// MARK: - TransferScreenCoordinatorProtocol

extension TransferTabCoordinatorImpl: TransferScreenCoordinatorProtocol {
    public func showTransferReviewScreen() async {
        @LazyInjected var reviewScreen: TransferReviewScreenProtocol
        let view = reviewScreen.screen(dependencies: TransferReviewScreenDependencies(coordinator: self, useCase: useCase))
        await router.navigate(toRoute: .transferReviewScreen(view))
    }
}

// MARK: - TransferReviewScreenCoordinatorProtocol

extension TransferTabCoordinatorImpl: TransferReviewScreenCoordinatorProtocol {
    public func closeTransferReviewScreen() async {
        await router.pop()
    }

    public func finishTransfer() async {
        await startTransfer(toPayeeId: nil)
    }
}
