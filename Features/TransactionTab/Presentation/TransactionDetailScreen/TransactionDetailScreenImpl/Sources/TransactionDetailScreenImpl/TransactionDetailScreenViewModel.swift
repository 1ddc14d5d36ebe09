import Foundation
import MoneyText
import Observation
import Reactive
import TransactionDetailScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionDetailScreen's interface adapter (blueprint §4.2, 001's MVI shape): one listed
/// transaction as text. It holds no business rule.
@MainActor
@Observable
final class TransactionDetailScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// The transaction's fields, ready to draw; nil when it is no longer listed.
        struct Detail: Equatable {
            var title: String
            var amount: String
            var date: String
            var description: String
            var counterparty: String
            var accountId: String
            var reference: String
            var isCredit: Bool
        }

        var detail: Detail?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Go back to the list.
        case back
    }

    private(set) var state: State

    @ObservationIgnored private let dependencies: TransactionDetailScreenDependencies
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: TransactionDetailScreenDependencies, useCase: any TransactionTabUseCaseProtocol) {
        self.dependencies = dependencies
        let transaction = useCase.transaction(id: dependencies.transactionId)
        state = State(detail: transaction.map { Self.detail($0, masked: false) })
        useCase.hidesBalancesPublisher
            .observeOnMain { [weak self] hidden in self?.state.detail = transaction.map { Self.detail($0, masked: hidden) } }
            .store(in: &cancellables)
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .back: await dependencies.coordinator.closeTransactionDetailScreen()
        }
    }

    /// The transaction as text.
    static func detail(_ transaction: TransactionTabUseCaseNameSpace.Transaction, masked: Bool) -> State.Detail {
        State.Detail(
            title: transaction.counterpartyName.isEmpty ? transaction.description : transaction.counterpartyName,
            amount: MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, masked: masked),
            date: transaction.createdAt.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US_POSIX"))),
            description: transaction.description,
            counterparty: transaction.counterpartyName.isEmpty ? "—" : transaction.counterpartyName,
            accountId: transaction.accountId,
            reference: transaction.id,
            isCredit: transaction.amountMinorUnits > 0
        )
    }
}
