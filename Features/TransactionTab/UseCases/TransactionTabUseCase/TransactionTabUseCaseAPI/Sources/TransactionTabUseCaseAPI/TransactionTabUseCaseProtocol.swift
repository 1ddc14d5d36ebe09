import Foundation
import Reactive

/// The TransactionTabUseCase: the input boundary the Transactions view models call (blueprint §3.2).
///
/// It owns the pagination state machine, cache then network for the whole history, and the export.
public protocol TransactionTabUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the pagination, the transactions opened and the export.
    var statePublisher: AnyPublisher<TransactionTabUseCaseNameSpace.Snapshot, Never> { get }

    /// Lists the transactions matching `filter` from the newest: saved rows at once when there are
    /// any for it, then the gateway's first page. The last export is forgotten.
    func load(filter: TransactionTabUseCaseNameSpace.Filter) async

    /// Loads the next page, unless everything is loaded or a page is already on its way.
    func loadMore() async

    /// Repeats what failed: the first page or the next one.
    func retry() async

    /// Opens transaction `transactionId` into the snapshot's `opened`: the listed one at once, else
    /// the gateway's (for a link to a transaction), with its account's name once read.
    /// `transactionNotFound` when it is not one of the user's; nothing is thrown.
    func open(transactionId: String) async

    /// Writes the listed transactions as CSV to a new file; the snapshot's `export` says where, or
    /// why nothing was written (`nothingToExport`, `exportFailed`). Nothing is thrown.
    func exportCSV() async
}
