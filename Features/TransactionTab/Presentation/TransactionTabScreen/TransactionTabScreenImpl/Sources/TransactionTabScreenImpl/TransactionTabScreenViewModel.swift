import Foundation
import Localization
import MoneyText
import Observation
import Reactive
import SettingsUseCaseAPI
import TerminalUI
import TransactionTabScreenAPI
import TransactionTabUseCaseAPI

/// The TransactionTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): renders the use
/// case's snapshot (the history as lines, the account filtered on, the export), keeps only what is
/// the screen's own (the search being typed, the focus, the selection), and forwards the rest: the
/// next page asked for before the selection reaches the end, a search, a retry, an export. The
/// pagination itself is the use case's.
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

    /// The use case's snapshot shown last, drawn again when the amounts are hidden or shown.
    @ObservationIgnored private var snapshot = TransactionTabUseCaseNameSpace.Snapshot()
    /// Whether amounts are hidden, as the settings say.
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransactionTabScreenDependencies, useCase: any TransactionTabUseCaseProtocol, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        filter = .init(search: "", accountId: dependencies.accountId)
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
        state = Self.render(snapshot, masked: hidesBalances, keeping: state)
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
            // Where the file went, or why it was not written, is published.
            await useCase.exportCSV()
        case .searchChanged, .focusChanged:
            break
        }
    }

    /// What the screen shows of `snapshot`, amounts masked when `masked`; the search being typed,
    /// the focus and the selection (kept within the rows) are the screen's own, taken from `local`.
    static func render(_ snapshot: TransactionTabUseCaseNameSpace.Snapshot, masked: Bool, keeping local: State) -> State {
        var state = State(search: local.search, focus: local.focus)
        let listing: TransactionTabUseCaseNameSpace.Listing
        switch snapshot.list {
        case .idle:
            state.status = .loading
            state.exportMessage = exportText(snapshot.export)
            return state
        case .loading(let shown):
            listing = shown
            state.status = shown.transactions.isEmpty ? .loading : .refreshing
        case .loaded(let shown):
            listing = shown
            state.status = shown.nextCursor == nil ? .end : .more
        case .loadingMore(let shown):
            listing = shown
            state.status = .loadingMore
        case .failed(let shown, let error):
            listing = shown
            state.status = .failed(text(for: error))
        case .moreFailed(let shown, let error):
            listing = shown
            state.status = .moreFailed(text(for: error))
        }
        state.rows = listing.transactions.map { row($0, masked: masked) }
        state.selection = max(0, min(local.selection, state.rows.count - 1))
        // Never the gateway's id: offline, when the name can't be read, the account is just "one account".
        state.accountLabel = listing.filter.accountId.map { _ in listing.accountName ?? Strings.TransactionTab.Filter.oneAccount }
        state.savedBanner = listing.savedAt.map { Strings.TransactionTab.Transactions.savedAt(DateText.text($0, .dayAndTime)) }
        state.exportMessage = exportText(snapshot.export)
        return state
    }

    /// Where the last export went, or why it was not written; nil before any.
    static func exportText(_ export: TransactionTabUseCaseNameSpace.ExportStates) -> String? {
        switch export {
        case .idle, .exporting:
            nil
        case .exported(let done) where done.isWholeList:
            Strings.TransactionTab.Export.savedAll(done.count, done.file.path)
        case .exported(let done):
            Strings.TransactionTab.Export.savedLoaded(done.count, done.file.path)
        case .failed(.nothingToExport):
            Strings.TransactionTab.Export.nothingToExport
        case .failed:
            Strings.TransactionTab.Export.failed
        }
    }

    /// `Nov 22  Deutsche Bahn · Train ticket` and `-64.01 EUR`: the date in a fixed column.
    static func row(_ transaction: TransactionTabUseCaseNameSpace.Transaction, masked: Bool) -> State.Row {
        let title = [transaction.counterpartyName, transaction.description].filter { !$0.isEmpty }.joined(separator: " · ")
        let amount = MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, masked: masked)
        return .init(id: transaction.id, text: TextColumn.fit(DateText.text(transaction.createdAt, .day), width: 8) + title, amount: amount)
    }

    /// What the user reads for a failed page (blueprint §11.3: the view model formats errors).
    static func text(for error: TransactionTabUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.TransactionTab.Errors.networkUnavailable
        case .sessionExpired: Strings.TransactionTab.Errors.sessionExpired
        case .accountNotFound: Strings.TransactionTab.Errors.accountNotFound
        case .invalidSearch: Strings.TransactionTab.Errors.invalidSearch
        case .searchTooLong(let maximum): Strings.TransactionTab.Errors.searchTooLong(maximum)
        case .searchHiddenCharacters: Strings.TransactionTab.Errors.searchHiddenCharacters
        default: Strings.TransactionTab.Errors.unavailable
        }
    }
}
