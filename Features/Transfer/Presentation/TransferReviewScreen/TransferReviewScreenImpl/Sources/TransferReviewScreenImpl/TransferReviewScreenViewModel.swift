import Observation
import Reactive
import TransferReviewScreenAPI
import TransferUseCaseAPI

/// The review's interface adapter (blueprint §4.2, 001's MVI shape): renders the transfer in the
/// snapshot the use case publishes, has it sent on Confirm (Retry after a failure: the use case keeps the key), and
/// shows the result. It holds no business rule: the key and the single send belong to the use case.
@MainActor
@Observable
final class TransferReviewScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: TransferReviewScreenDependencies
    @ObservationIgnored private let useCase: any TransferUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: TransferReviewScreenDependencies) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        useCase.statePublisher
            .map(Self.shown)
            .observeOnMain { [weak self] shown in
                self?.state = Self.render(shown)
            }
            .store(in: &cancellables)
    }

    /// Handles `action`: the sending or navigation it starts.
    func send(_ action: Action) async {
        switch action {
        case .confirm:
            switch state.phase {
            case .review, .failed:
                // The outcome is published (`.sending`, then `.failed` or `.sent`), which `render(_:)` shows.
                await useCase.confirm()
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

    /// The part of the snapshot this screen shows: a change elsewhere (the form) draws nothing.
    private struct Shown: Equatable, Sendable {
        let transfer: TransferUseCaseNameSpace.TransferStates
        let hidesBalances: Bool
    }

    /// What this screen shows of `snapshot`; nonisolated, as the use case publishes from any thread.
    private nonisolated static func shown(_ snapshot: TransferUseCaseNameSpace.Snapshot) -> Shown {
        Shown(transfer: snapshot.transfer, hidesBalances: snapshot.hidesBalances)
    }

    /// The transfer as text; the balance after a transfer masked while balances are hidden.
    private static func render(_ shown: Shown) -> State {
        switch shown.transfer {
        case .editing:
            State(phase: .nothingToReview)
        case .ready(let review):
            State(phase: .review, summary: TransferReviewText.summary(review))
        case .sending(let review):
            State(phase: .sending, summary: TransferReviewText.summary(review))
        case .failed(let review, let error):
            State(phase: .failed(TransferReviewText.failure(error)), summary: TransferReviewText.summary(review))
        case .sent(let result):
            State(phase: .sent(TransferReviewText.receipt(result, masked: shown.hidesBalances)))
        }
    }
}
