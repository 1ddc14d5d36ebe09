import Foundation
import Localization
import MoneyText
import Observation
import Reactive
import SettingsUseCaseAPI
import TransactionDetailScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionDetailScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders one
/// transaction the use case opened as text (the listed one at once, another, a link's, once the
/// gateway sent it) and forwards opening and retrying. It holds no business rule.
@MainActor
@Observable
final class TransactionDetailScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// What the screen shows.
        enum Content: Equatable {
            /// The transaction is on its way from the gateway.
            case loading
            /// The transaction's fields.
            case shown(Detail)
            /// Why there is no transaction to show; `canRetry` when trying again may help.
            case missing(String, canRetry: Bool)
        }

        /// The transaction's fields, ready to draw.
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

        var content: Content

        /// The transaction's fields, when shown.
        var detail: Detail? {
            if case .shown(let detail) = content { detail } else { nil }
        }
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Read the transaction, unless listed, and its account's name (on appear).
        case load
        /// Read the transaction again after a failure.
        case retry
        /// Go back to the list.
        case back
    }

    private(set) var state = State(content: .loading)

    @ObservationIgnored private let dependencies: TransactionDetailScreenDependencies
    @ObservationIgnored private let useCase: any TransactionTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    /// The use case's snapshot shown last, drawn again when the amounts are hidden or shown.
    @ObservationIgnored private var snapshot = TransactionTabUseCaseNameSpace.Snapshot()
    /// Whether amounts are hidden, as the settings say.
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransactionDetailScreenDependencies, useCase: any TransactionTabUseCaseProtocol, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                self?.snapshot = snapshot
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
        state = Self.render(snapshot, masked: hidesBalances, transactionId: dependencies.transactionId)
    }

    /// Handles `action`.
    func send(_ action: Action) async {
        switch action {
        case .load, .retry:
            // The transaction, or why it can't be shown, is published, which `render` shows.
            await useCase.open(transactionId: dependencies.transactionId)
        case .back:
            await dependencies.coordinator.closeTransactionDetailScreen()
        }
    }

    /// What the screen shows of transaction `transactionId` in `snapshot`, its amount masked when `masked`.
    static func render(_ snapshot: TransactionTabUseCaseNameSpace.Snapshot, masked: Bool, transactionId: String) -> State {
        switch snapshot.opened[transactionId] {
        case nil, .idle?, .loading?:
            State(content: .loading)
        case .loaded(let opened)?:
            State(content: .shown(detail(opened.transaction, accountName: opened.accountName, masked: masked)))
        case .error(let error, _)?:
            State(content: missing(error))
        }
    }

    /// Why the transaction can't be shown (blueprint §11.3: the view model formats errors).
    static func missing(_ error: TransactionTabUseCaseNameSpace.Errors) -> State.Content {
        switch error {
        case .transactionNotFound: .missing(Strings.TransactionTab.DetailErrors.notFound, canRetry: false)
        case .networkUnavailable: .missing(Strings.TransactionTab.DetailErrors.networkUnavailable, canRetry: true)
        case .sessionExpired: .missing(Strings.TransactionTab.DetailErrors.sessionExpired, canRetry: false)
        default: .missing(Strings.TransactionTab.DetailErrors.unavailable, canRetry: true)
        }
    }

    /// The transaction as text.
    static func detail(_ transaction: TransactionTabUseCaseNameSpace.Transaction, accountName: String?, masked: Bool) -> State.Detail {
        State.Detail(
            title: transaction.counterpartyName.isEmpty ? transaction.description : transaction.counterpartyName,
            amount: MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, masked: masked),
            date: DateText.text(transaction.createdAt, .dateAndTime),
            description: transaction.description,
            counterparty: transaction.counterpartyName.isEmpty ? "—" : transaction.counterpartyName,
            account: accountName ?? "—",
            reference: transaction.id,
            isCredit: transaction.amountMinorUnits > 0
        )
    }
}
