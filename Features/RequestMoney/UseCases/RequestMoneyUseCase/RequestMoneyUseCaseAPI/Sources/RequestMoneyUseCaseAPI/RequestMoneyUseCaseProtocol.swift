import Reactive

/// The RequestMoneyUseCase: asks another person for money with a link and a QR code (blueprint
/// §3.2). It loads the user's accounts and name, and turns a filled-in form into a payment
/// request, checking each field.
public protocol RequestMoneyUseCaseProtocol: AnyObject, Sendable {
    /// The current snapshot followed by every change: the accounts.
    var statePublisher: AnyPublisher<RequestMoneyUseCaseNameSpace.Snapshot, Never> { get }

    /// Loads the accounts money can be asked into and the name it is asked for.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Makes the payment request for `form`: a `payred://pay` link and the EPC QR ("GiroCode") payload.
    /// - Throws: `noAccount` unless the form names a loaded account, `invalidAmount`,
    ///   `invalidReference`, or `notEncodable` when the request does not fit a GiroCode.
    func makeRequest(_ form: RequestMoneyUseCaseNameSpace.Form) throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.PaymentRequest
}
