import Reactive

/// The TransferUseCase: the input boundary of the transfer form and its review (blueprint §3.2);
/// both screens share one instance.
///
/// It owns the rules: the amount typed as text becomes integer minor units (digits with at most
/// one `.` or `,` and two decimals), above zero and within the source's balance; the IBAN's check
/// digits; the description's length and characters. It makes the idempotency key once when the
/// user confirms and reuses it for every retry of that transfer; editing the form drops it.
public protocol TransferUseCaseProtocol: AnyObject, Sendable {
    /// The accounts and payees load: the current state followed by every change.
    var statePublisher: AnyPublisher<TransferUseCaseNameSpace.States, Never> { get }

    /// The form: the current one followed by every change (a load fills in the first account
    /// when none is chosen).
    var formPublisher: AnyPublisher<TransferUseCaseNameSpace.Form, Never> { get }

    /// Each field's validity against the loaded accounts and payees, followed by every change.
    var validityPublisher: AnyPublisher<TransferUseCaseNameSpace.FormValidity, Never> { get }

    /// Whether the whole form is valid, followed by every change (blueprint §3.5 Pattern 2).
    var isFormValidPublisher: AnyPublisher<Bool, Never> { get }

    /// The review and the sending of the transfer, followed by every change.
    var transferPublisher: AnyPublisher<TransferUseCaseNameSpace.TransferStates, Never> { get }
    /// Whether every amount is masked ("hide balances"), now and after every change.
    var hidesBalancesPublisher: AnyPublisher<Bool, Never> { get }

    /// Loads the accounts and payees; the outcome is published as `.loaded` or `.error`.
    /// - Throws: `TransferUseCaseNameSpace.Errors` describing why nothing was loaded.
    func load() async throws

    /// Starts a new form, to the saved payee `payeeId` when given (a transfer started from a
    /// payee or a favourite), from the first account, forgetting the key and the last outcome
    /// (nil empties the form). Ignored while a transfer is on its way.
    func begin(payeeId: String?)

    /// Replaces the form (blueprint §3.5 Pattern 2). A change drops the idempotency key and the
    /// last outcome, so the next `confirm()` is a new transfer; the same form keeps them.
    /// Ignored while a transfer is on its way.
    func updateForm(_ form: TransferUseCaseNameSpace.Form)

    /// Sends the reviewed transfer. The first call makes its idempotency key; after a failure,
    /// calling it again is the retry and sends the same request with the same key.
    /// - Returns: the transfer the gateway made.
    /// - Throws: `TransferUseCaseNameSpace.Errors`: `invalidForm`, `transferInProgress` and
    ///   `alreadySent` before sending; the gateway's refusal or the network's failure after.
    func confirm() async throws -> TransferUseCaseNameSpace.TransferResult
}
