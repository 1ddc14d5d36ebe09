import Foundation
import Reactive

/// What the TransactionTabUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `TransactionTabUseCaseNameSpace.Errors` (typed).
public protocol TransactionTabUseCaseRepositoryProtocol: Sendable {
    /// Fetches the page of `filter` starting at `cursor` (nil: the newest) from the gateway.
    func page(filter: TransactionTabUseCaseNameSpace.Filter, cursor: String?, limit: Int) async throws(TransactionTabUseCaseNameSpace.Errors) -> TransactionTabUseCaseNameSpace.Page

    /// Fetches the user's transaction `id` from the gateway.
    /// - Throws: `transactionNotFound` when it is not one of the user's.
    func transaction(id: String) async throws(TransactionTabUseCaseNameSpace.Errors) -> TransactionTabUseCaseNameSpace.Transaction

    /// The whole history's pages saved on the device, if any.
    func savedPages() async -> TransactionTabUseCaseNameSpace.SavedPages?

    /// Saves the whole history's pages loaded so far, replacing what was saved.
    func savePages(_ pages: TransactionTabUseCaseNameSpace.SavedPages) async

    /// Fires after every transfer this app sent: the history has changed.
    var moneyMovedPublisher: AnyPublisher<Void, Never> { get }

    /// The names of the user's accounts by account id, read in one request; empty when they can't be read.
    func accountNames() async -> [String: String]

    /// Writes `contents` to a new file named after `name` and returns where.
    func export(_ contents: String, name: String) async throws(TransactionTabUseCaseNameSpace.Errors) -> URL
}
