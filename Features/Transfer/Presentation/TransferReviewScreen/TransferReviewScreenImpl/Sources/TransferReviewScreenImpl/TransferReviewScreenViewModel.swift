import Observation
import Reactive
import SettingsUseCaseAPI
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

    /// Where the transfer stood last, drawn again when the amounts are hidden or shown.
    @ObservationIgnored private var transfer = TransferUseCaseNameSpace.TransferStates.editing
    /// Whether amounts are hidden, as the settings say.
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransferReviewScreenDependencies, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        // Only where the transfer stands: a change elsewhere (the form) draws nothing.
        useCase.statePublisher
            .map(\.transfer)
            .removeDuplicates()
            .observeOnMain { [weak self] transfer in
                self?.transfer = transfer
                self?.render()
            }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .observeOnMain { [weak self] appearance in
                self?.hidesBalances = appearance.hidesBalances
                self?.render()
            }
            .store(in: &cancellables)
    }

    private func render() {
        state = Self.render(transfer, masked: hidesBalances)
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

    /// The transfer as text; the balance after a transfer masked when `masked`.
    private static func render(_ transfer: TransferUseCaseNameSpace.TransferStates, masked: Bool) -> State {
        switch transfer {
        case .editing:
            State(phase: .nothingToReview)
        case .ready(let review):
            State(phase: .review, summary: TransferReviewText.summary(review))
        case .sending(let review):
            State(phase: .sending, summary: TransferReviewText.summary(review))
        case .failed(let review, let error):
            State(phase: .failed(TransferReviewText.failure(error)), summary: TransferReviewText.summary(review))
        case .sent(let result):
            State(phase: .sent(TransferReviewText.receipt(result, masked: masked)))
        }
    }
}
