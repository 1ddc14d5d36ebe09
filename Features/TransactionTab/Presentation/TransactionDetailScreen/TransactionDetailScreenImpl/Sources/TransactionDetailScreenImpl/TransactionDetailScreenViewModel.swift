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
            /// The account's name; "—" until it is read, or when it can't be.
            var account: String
            var reference: String
            var isCredit: Bool
        }

        var detail: Detail?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Read the account's name (on appear).
        case load
        /// Go back to the list.
        case back
    }

    private(set) var state: State

    @ObservationIgnored private let dependencies: TransactionDetailScreenDependencies
    @ObservationIgnored private let useCase: any TransactionTabUseCaseProtocol
    @ObservationIgnored private let transaction: TransactionTabUseCaseNameSpace.Transaction?
    @ObservationIgnored private var accountName: String?
    @ObservationIgnored private var hidesBalances = false
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: TransactionDetailScreenDependencies, useCase: any TransactionTabUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        transaction = useCase.transaction(id: dependencies.transactionId)
        state = State(detail: transaction.map { Self.detail($0, accountName: nil, masked: false) })
        useCase.hidesBalancesPublisher
            .observeOnMain { [weak self] hidden in
                self?.hidesBalances = hidden
                self?.showDetail()
            }
            .store(in: &cancellables)
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .load:
            guard let transaction else { return }
            accountName = await useCase.accountName(accountId: transaction.accountId)
            showDetail()
        case .back:
            await dependencies.coordinator.closeTransactionDetailScreen()
        }
    }

    private func showDetail() {
        state.detail = transaction.map { Self.detail($0, accountName: accountName, masked: hidesBalances) }
    }

    /// The transaction as text.
    static func detail(_ transaction: TransactionTabUseCaseNameSpace.Transaction, accountName: String?, masked: Bool) -> State.Detail {
        State.Detail(
            title: transaction.counterpartyName.isEmpty ? transaction.description : transaction.counterpartyName,
            amount: MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, masked: masked),
            date: transaction.createdAt.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US_POSIX"))),
            description: transaction.description,
            counterparty: transaction.counterpartyName.isEmpty ? "—" : transaction.counterpartyName,
            account: accountName ?? "—",
            reference: transaction.id,
            isCredit: transaction.amountMinorUnits > 0
        )
    }
}
