import Reactive

/// The TransferUseCase: the input boundary of the transfer form and its review (blueprint §3.2);
/// both screens share one instance.
///
/// It owns the rules: the amount typed as text becomes integer minor units (digits with at most
/// one `.` or `,` and two decimals), above zero and within the source's balance; the IBAN's check
/// digits; the description's length and characters. It makes the idempotency key once when the
/// user confirms and reuses it for every retry of that transfer; editing the form drops it.
///
/// Every outcome, failures included, reaches its screens through the one snapshot.
public protocol TransferUseCaseProtocol: AnyObject, Sendable {
    /// Everything the use case holds: the current snapshot followed by every change.
    var statePublisher: AnyPublisher<TransferUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the accounts and payees; the outcome is published as `.loaded` or `.error`. Ignored
    /// while a load is on its way.
    func load() async

    /// Starts a new form, to the saved payee `payeeId` when given (a transfer started from a
    /// payee or a favourite), from the first account, forgetting the key and the last outcome
    /// (nil empties the form). Ignored while a transfer is on its way.
    func begin(payeeId: String?)

    /// Replaces the form (blueprint §3.5 Pattern 2). A change drops the idempotency key and the
    /// last outcome, so the next `confirm()` is a new transfer; the same form keeps them.
    /// Ignored while a transfer is on its way.
    func updateForm(_ form: TransferUseCaseNameSpace.Form)

    /// Sends the reviewed transfer; the outcome is published as `.sending`, then `.sent` or
    /// `.failed`. The first call makes its idempotency key; after a failure, calling it again is
    /// the retry and sends the same request with the same key. Ignored when there is nothing to
    /// send: no valid form, a transfer on its way, or one already sent.
    func confirm() async
}
