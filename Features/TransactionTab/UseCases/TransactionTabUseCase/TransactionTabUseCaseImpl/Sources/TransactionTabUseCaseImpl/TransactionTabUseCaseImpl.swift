import Foundation
import Loadable
import PlainTextRule
import Reactive
import Resolver
import Synchronization
import TransactionTabUseCaseAPI

/// The TransactionTabUseCase (blueprint §3.2): the pagination state machine over its repository,
/// cache then network for the whole history, and the CSV export of what is listed. A shown list
/// is loaded again from its first page after every transfer. It publishes one `Snapshot`, each
/// change delivered outside the use case's lock.
public final class TransactionTabUseCaseImpl: Sendable {
    /// How many transactions a page holds.
    public static let pageSize = 30
    /// The longest search the gateway takes, in Unicode scalars.
    public static let maximumSearchLength = 100

    typealias NameSpace = TransactionTabUseCaseNameSpace

    private let repository: any TransactionTabUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    private let stateSubject = StateSubject(NameSpace.Snapshot())
    /// Bumped by every `load(filter:)`: answers for an older filter are dropped.
    private let generation = Mutex(0)
    private let moneyMoved = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(TransactionTabUseCaseRepositoryProtocol.self), now: Date.init)
    }

    /// Creates the use case over `repository`, reading the time from `now` (the tests' path).
    public init(repository: any TransactionTabUseCaseRepositoryProtocol, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
        moneyMoved.withLock { subscription in
            subscription = repository.moneyMovedPublisher.sink { [weak self] in
                guard let self, let filter = stateSubject.value.list.listing?.filter else { return }
                Task { await self.load(filter: filter) }
            }
        }
    }
}

// MARK: - TransactionTabUseCaseProtocol

extension TransactionTabUseCaseImpl: TransactionTabUseCaseProtocol {
    public var statePublisher: AnyPublisher<TransactionTabUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load(filter: TransactionTabUseCaseNameSpace.Filter) async {
        let current = generation.withLock { value in
            value += 1
            return value
        }
        if let problem = PlainTextRule.problem(in: filter.search, maximumLength: Self.maximumSearchLength) {
            // A search the gateway would refuse is not sent: what is shown stays, saying why.
            let error: NameSpace.Errors = switch problem {
            case .tooLong(let maximum): .searchTooLong(maximum: maximum)
            case .hiddenCharacters: .searchHiddenCharacters
            }
            _ = publish(.failed(stateSubject.value.list.listing ?? NameSpace.Listing(filter: filter), error), ifStill: current)
            return
        }
        // The same list loaded again (a refresh, money moved) keeps its rows while it loads and if it fails.
        var listing = NameSpace.Listing(filter: filter)
        if let shown = stateSubject.value.list.listing, shown.filter == filter {
            listing = shown
        } else if let accountId = filter.accountId {
            listing.accountName = await repository.accountNames()[accountId]
        }
        if filter == .all, listing.transactions.isEmpty, let saved = await repository.savedPages() {
            listing.transactions = saved.transactions
            listing.nextCursor = saved.nextCursor
            listing.savedAt = saved.savedAt
        }
        let started = publish(ifStill: current) { snapshot in
            snapshot.list = .loading(listing)
            snapshot.export = .idle
        }
        guard started else { return }
        await fetchFirstPage(of: listing, generation: current)
    }

    public func loadMore() async {
        let current = generation.withLock { $0 }
        guard let listing = try? stateSubject.transition({ snapshot in
            guard case .loaded(let listing) = snapshot.list, listing.nextCursor != nil else { throw NameSpace.Errors.unavailable }
            var next = snapshot
            next.list = .loadingMore(listing)
            return next
        }).list.listing else { return }
        await fetchNextPage(of: listing, generation: current)
    }

    public func retry() async {
        let current = generation.withLock { $0 }
        switch stateSubject.value.list {
        case .failed(let listing, _):
            guard publish(.loading(listing), ifStill: current) else { return }
            await fetchFirstPage(of: listing, generation: current)
        case .moreFailed(let listing, _):
            guard publish(.loadingMore(listing), ifStill: current) else { return }
            await fetchNextPage(of: listing, generation: current)
        default:
            break
        }
    }

    public func open(transactionId id: String) async {
        let listed = stateSubject.value.list.listing?.transactions.first { $0.id == id }
        show(opened: listed.map { .loaded(.init(transaction: $0, accountName: nil)) } ?? .loading, id: id)
        do throws(NameSpace.Errors) {
            let transaction = if let listed { listed } else { try await repository.transaction(id: id) }
            // Accounts by name, never by the gateway's ids.
            let accountName = await repository.accountNames()[transaction.accountId]
            show(opened: .loaded(.init(transaction: transaction, accountName: accountName)), id: id)
        } catch {
            show(opened: .error(error), id: id)
        }
    }

    public func exportCSV() async {
        guard let listing = stateSubject.value.list.listing, !listing.transactions.isEmpty else {
            show(export: .failed(.nothingToExport))
            return
        }
        show(export: .exporting)
        let name = "transactions-" + now().formatted(Self.fileDate) + ".csv"
        // Accounts by name, never by the gateway's ids; blank when the name can't be read.
        let accountNames = await repository.accountNames()
        do {
            let file = try await repository.export(TransactionCSV.text(of: listing.transactions, accountNames: accountNames), name: name)
            show(export: .exported(.init(file: file, count: listing.transactions.count, isWholeList: listing.nextCursor == nil)))
        } catch {
            show(export: .failed(.exportFailed))
        }
    }
}

// MARK: - Pages

private extension TransactionTabUseCaseImpl {
    /// `20261123-083005`, in UTC.
    static let fileDate = Date.VerbatimFormatStyle(
        format: "\(year: .defaultDigits)\(month: .twoDigits)\(day: .twoDigits)-\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased))\(minute: .twoDigits)\(second: .twoDigits)",
        timeZone: .gmt,
        calendar: Calendar(identifier: .gregorian)
    )

    func fetchFirstPage(of listing: NameSpace.Listing, generation current: Int) async {
        do throws(NameSpace.Errors) {
            let page = try await repository.page(filter: listing.filter, cursor: nil, limit: Self.pageSize)
            var fresh = listing
            fresh.transactions = page.transactions
            fresh.nextCursor = page.nextCursor
            fresh.savedAt = nil
            guard publish(.loaded(fresh), ifStill: current) else { return }
            await save(fresh)
        } catch {
            publish(.failed(listing, error), ifStill: current)
        }
    }

    func fetchNextPage(of listing: NameSpace.Listing, generation current: Int) async {
        do throws(NameSpace.Errors) {
            let page = try await repository.page(filter: listing.filter, cursor: listing.nextCursor, limit: Self.pageSize)
            var more = listing
            let known = Set(listing.transactions.map(\.id))
            more.transactions += page.transactions.filter { !known.contains($0.id) }
            more.nextCursor = page.nextCursor
            guard publish(.loaded(more), ifStill: current) else { return }
            await save(more)
        } catch {
            publish(.moreFailed(listing, error), ifStill: current)
        }
    }

    /// Keeps the whole history's pages on the device for the next visit.
    func save(_ listing: NameSpace.Listing) async {
        guard listing.filter == .all else { return }
        await repository.savePages(.init(transactions: listing.transactions, nextCursor: listing.nextCursor, savedAt: now()))
    }

    /// Publishes `list` unless a newer `load(filter:)` started; returns whether it did.
    @discardableResult
    func publish(_ list: NameSpace.States, ifStill current: Int) -> Bool {
        publish(ifStill: current) { $0.list = list }
    }

    /// Makes `change` and publishes it unless a newer `load(filter:)` started; returns whether it
    /// did. The change is made under the generation's lock and delivered once it is released.
    func publish(ifStill current: Int, _ change: (inout NameSpace.Snapshot) -> Void) -> Bool {
        defer { stateSubject.deliver() }
        return generation.withLock { value in
            guard value == current else { return false }
            stateSubject.update(change)
            return true
        }
    }

    /// Publishes transaction `id` as `opened`.
    func show(opened: Loadable<NameSpace.OpenedTransaction, NameSpace.Errors>, id: String) {
        stateSubject.update { $0.opened[id] = opened }
        stateSubject.deliver()
    }

    /// Publishes where the export stands.
    func show(export: NameSpace.ExportStates) {
        stateSubject.update { $0.export = export }
        stateSubject.deliver()
    }
}
