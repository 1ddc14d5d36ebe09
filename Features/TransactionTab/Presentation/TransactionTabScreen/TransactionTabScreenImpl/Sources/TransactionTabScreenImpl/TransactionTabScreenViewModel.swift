import Foundation
import MoneyText
import Observation
import Reactive
import TerminalUI
import TransactionTabScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): the history as
/// lines, the search and account filter, the next page asked for before the selection reaches
/// the end, and the export. The pagination itself is the use case's.
@MainActor
@Observable
final class TransactionTabScreenViewModel {
    /// How close to the last row the selection comes before the next page is asked for.
    static let prefetchDistance = 10

    private(set) var state = State()

    @ObservationIgnored private let dependencies: TransactionTabScreenDependencies
    @ObservationIgnored private let useCase: any TransactionTabUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    @ObservationIgnored private var filter: TransactionTabUseCaseNameSpace.Filter
    @ObservationIgnored private var shownTransactions: [TransactionTabUseCaseNameSpace.Transaction] = []
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransactionTabScreenDependencies, useCase: any TransactionTabUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        filter = .init(search: "", accountId: dependencies.accountId)
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once (typing and moving must not wait).
    func reduce(_ action: Action) {
        switch action {
        case .searchChanged(let text): state.search = text
        case .select(let index): state.selection = max(0, min(index, state.rows.count - 1))
        case .focusChanged(let focus): state.focus = focus
        default: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        // Where the last export went is old news once another list is asked for.
        if [.load, .submitSearch, .clearAccount].contains(action) { state.exportMessage = nil }
        switch action {
        case .load:
            await useCase.load(filter: filter)
        case .submitSearch:
            filter.search = state.search.trimmingCharacters(in: .whitespaces)
            state.selection = 0
            // The results take focus as soon as they are listed.
            state.focus = .list
            await useCase.load(filter: filter)
        case .clearAccount:
            filter.accountId = nil
            state.selection = 0
            await useCase.load(filter: filter)
        case .select:
            if state.selection >= state.rows.count - Self.prefetchDistance { await useCase.loadMore() }
        case .open(let index):
            guard state.rows.indices.contains(index) else { return }
            await dependencies.coordinator.showTransactionDetail(transactionId: state.rows[index].id)
        case .retry:
            await useCase.retry()
        case .export:
            do {
                let path = try await useCase.exportCSV().path
                state.exportMessage = state.status == .end
                    ? "Saved the \(state.rows.count) transactions listed to \(path)"
                    : "Saved the \(state.rows.count) transactions loaded so far to \(path); scroll to the end first to include older ones."
            } catch {
                state.exportMessage = error as? TransactionTabUseCaseNameSpace.Errors == .nothingToExport
                    ? "There is nothing listed to export."
                    : "The export could not be written."
            }
        case .searchChanged, .focusChanged:
            break
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
        useCase.hidesBalancesPublisher
            .observeOnMain { [weak self] hidden in self?.maskAmounts(hidden) }
            .store(in: &cancellables)
    }

    private func apply(_ useCaseState: TransactionTabUseCaseNameSpace.States) {
        switch useCaseState {
        case .idle:
            state.status = .loading
        case .loading(let listing):
            show(listing)
            state.status = listing.transactions.isEmpty ? .loading : .refreshing
        case .loaded(let listing):
            show(listing)
            state.status = listing.nextCursor == nil ? .end : .more
        case .loadingMore(let listing):
            show(listing)
            state.status = .loadingMore
        case .failed(let listing, let error):
            show(listing)
            state.status = .failed(Self.text(for: error))
        case .moreFailed(let listing, let error):
            show(listing)
            state.status = .moreFailed(Self.text(for: error))
        }
    }

    /// Masks or shows every amount, as "hide balances" says.
    private func maskAmounts(_ hidden: Bool) {
        hidesBalances = hidden
        state.rows = shownTransactions.map { Self.row($0, masked: hidden) }
    }

    /// The rows, filter and saved-at banner of `listing`.
    private func show(_ listing: TransactionTabUseCaseNameSpace.Listing) {
        shownTransactions = listing.transactions
        state.rows = listing.transactions.map { Self.row($0, masked: hidesBalances) }
        state.selection = max(0, min(state.selection, state.rows.count - 1))
        // Never the gateway's id: offline, when the name can't be read, the account is just "one account".
        state.accountLabel = listing.filter.accountId.map { _ in listing.accountName ?? "one account" }
        state.savedBanner = listing.savedAt.map { "Showing transactions saved at \($0.formatted(Self.savedStyle))." }
    }

    /// `Nov 22  Deutsche Bahn · Train ticket` and `-64.01 EUR`: the date in a fixed column.
    static func row(_ transaction: TransactionTabUseCaseNameSpace.Transaction, masked: Bool) -> State.Row {
        let title = [transaction.counterpartyName, transaction.description].filter { !$0.isEmpty }.joined(separator: " · ")
        let amount = MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, masked: masked)
        return .init(id: transaction.id, text: TextColumn.fit(transaction.createdAt.formatted(dayStyle), width: 8) + title, amount: amount)
    }

    /// What the user reads for a failed page (blueprint §11.3: the view model formats errors).
    static func text(for error: TransactionTabUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: "PayRed can't reach its server."
        case .sessionExpired: "Your session has ended. Sign in again."
        case .accountNotFound: "That account is not one of yours."
        case .invalidSearch: "Search for at most 100 characters of text."
        default: "Your transactions could not be loaded."
        }
    }

    private static let dayStyle = Date.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).month(.abbreviated).day()
    /// `Jan 15 at 12:00 PM`, in the machine's time zone.
    static let savedStyle = Date.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).month(.abbreviated).day().hour().minute()
}
