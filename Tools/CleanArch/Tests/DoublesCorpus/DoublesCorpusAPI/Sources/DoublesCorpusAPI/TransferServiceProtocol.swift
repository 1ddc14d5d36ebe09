import Reactive

/// A `Sendable` service: async, throws, typed throws, overloads, publishers, settable and
/// effectful properties, optionals, tuples, `inout`, variadic and closure parameters.
public protocol TransferServiceProtocol: Sendable {
    /// Balances by account, in minor units.
    var balances: AnyPublisher<[String: Int], Never> { get }
    /// The currency code transfers use.
    var currency: String { get set }
    /// The daily limit in minor units, fetched.
    var limit: Int { get async throws }
    /// Sends `amountMinor` to `account`; returns the transfer id.
    func transfer(amountMinor: Int, to account: String) async throws(TransferError) -> String
    /// The transfers of one account.
    func history(account: String) async throws -> [String]
    /// The transfers of several accounts.
    func history(accounts: [String]) async -> [String: [String]]
    /// The fee for `amountMinor`, if any.
    func fee(for amountMinor: Int) -> Int?
    /// A quote as a tuple.
    func quote(_ amountMinor: Int, _ currency: String) -> (amountMinor: Int, currency: String)
    /// Rounds in place.
    func round(_ amountMinor: inout Int)
    /// Tags the next transfer.
    func tag(_ labels: String...)
    /// Calls `handler` with every new balance.
    func observe(_ handler: @escaping @Sendable (Int) -> Void)
    /// Applies `rule` to each amount.
    func transform(_ amounts: [Int], using rule: (Int) -> Int) -> [Int]
    /// Cancels a transfer, unnamed first parameter.
    func cancel(_: String, in context: String?)
}
