import Reactive

/// The RequestMoneyUseCase: the input boundary the RequestMoney view models call (blueprint §3.2).
///
/// It owns the feature's business rules and publishes its state through `statePublisher`.
/// An action a screen asks for returns its outcome to that screen (ADR 0027).
public protocol RequestMoneyUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<RequestMoneyUseCaseNameSpace.States, Never> { get }

    /// Loads the feature's content; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// The request for `amount` as typed (empty: the payer chooses) with `reference` into the
    /// loaded account `accountID`: a `payred://pay` link and the EPC QR ("GiroCode") payload.
    /// - Throws: `noAccount`, `invalidAmount`, `invalidReference`, or `notEncodable`.
    func makeRequest(accountID: String, amount: String, reference: String) throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.PaymentRequest
}
