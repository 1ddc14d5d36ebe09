import Reactive

/// What the TransferUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `TransferUseCaseNameSpace.Errors` (typed).
public protocol TransferUseCaseRepositoryProtocol: Sendable {
    /// Fires when the balances or the saved payees may have changed, so the choices are read again.
    var choicesChangedPublisher: AnyPublisher<Void, Never> { get }
    /// Loads the user's accounts with their balances.
    func accounts() async throws(TransferUseCaseNameSpace.Errors) -> [TransferUseCaseNameSpace.Account]

    /// Loads the user's saved payees.
    func payees() async throws(TransferUseCaseNameSpace.Errors) -> [TransferUseCaseNameSpace.Payee]

    /// Sends `request` under `idempotencyKey`: the gateway moves the money once per key, and
    /// answers a retry with the same key with the transfer it made.
    func send(_ request: TransferUseCaseNameSpace.TransferRequest, idempotencyKey: String) async throws(TransferUseCaseNameSpace.Errors) -> TransferUseCaseNameSpace.SentTransfer
}
