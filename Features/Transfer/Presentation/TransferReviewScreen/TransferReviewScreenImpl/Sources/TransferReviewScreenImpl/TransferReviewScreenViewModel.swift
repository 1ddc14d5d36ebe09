import Observation
import Reactive
import TransferReviewScreenAPI
import TransferUseCaseAPI

/// The review's interface adapter (blueprint §4.2, 001's MVI shape): shows the transfer the use
/// case publishes, has it sent on Confirm (Retry after a failure: the use case keeps the key), and
/// shows the result. It holds no business rule: the key and the single send belong to the use case.
@MainActor
@Observable
final class TransferReviewScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: TransferReviewScreenDependencies
    @ObservationIgnored private let useCase: any TransferUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    @ObservationIgnored private var transferState = TransferUseCaseNameSpace.TransferStates.editing
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransferReviewScreenDependencies, useCase: any TransferUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        useCase.transferPublisher
            .observeOnMain { [weak self] state in
                self?.transferState = state
                self?.show()
            }
            .store(in: &cancellables)
        useCase.hidesBalancesPublisher
            .observeOnMain { [weak self] hidden in
                self?.hidesBalances = hidden
                self?.show()
            }
            .store(in: &cancellables)
    }

    /// Handles `action`: the sending or navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .confirm:
            switch state.phase {
            case .review, .failed:
                // The outcome is published (`.sending`, then `.failed` or `.sent`), which `apply(_:)` shows.
                _ = try? await useCase.confirm()
            case .nothingToReview, .sending, .sent:
                break
            }
        case .edit:
            await dependencies.coordinator.closeTransferReviewScreen()
        case .done:
            await dependencies.coordinator.finishTransfer()
        case .back:
            switch state.phase {
            case .sending: break
            case .sent: await dependencies.coordinator.finishTransfer()
            case .nothingToReview, .review, .failed: await dependencies.coordinator.closeTransferReviewScreen()
            }
        }
    }

    /// The last transfer state as text, amounts masked while balances are hidden.
    private func show() {
        let masked = hidesBalances
        switch transferState {
        case .editing:
            state = State(phase: .nothingToReview)
        case .ready(let review):
            state = State(phase: .review, summary: TransferReviewText.summary(review, masked: masked))
        case .sending(let review):
            state = State(phase: .sending, summary: TransferReviewText.summary(review, masked: masked))
        case .failed(let review, let error):
            state = State(phase: .failed(TransferReviewText.failure(error)), summary: TransferReviewText.summary(review, masked: masked))
        case .sent(let result):
            state = State(phase: .sent(TransferReviewText.receipt(result, masked: masked)))
        }
    }
}
