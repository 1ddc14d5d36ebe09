import GiroCode
import MoneyText
import PlainTextRule
import Loadable
import Reactive
import RequestMoneyUseCaseAPI
import Resolver

/// The RequestMoneyUseCase (blueprint §3.2): loads the accounts and name, and turns a form into a
/// payment request.
///
/// Business rules here: the amount is optional, read exactly as typed and above zero, at most
/// 999,999,999.99 (the EPC QR code's limit); the reference is plain text of at most 140
/// characters (the QR code's remittance text); the link and the QR code carry the same request.
public final class RequestMoneyUseCaseImpl: Sendable {
    typealias NameSpace = RequestMoneyUseCaseNameSpace

    /// The largest amount a GiroCode carries, in cents.
    static let maximumAmount: Int64 = 99_999_999_999
    /// The longest reference a GiroCode's remittance text takes.
    static let maximumReferenceLength = 140

    private let repository: any RequestMoneyUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(NameSpace.Snapshot())

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(RequestMoneyUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any RequestMoneyUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - RequestMoneyUseCaseProtocol

extension RequestMoneyUseCaseImpl: RequestMoneyUseCaseProtocol {
    public var statePublisher: AnyPublisher<RequestMoneyUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load(into: \.accounts, { try await repository.load() }, failure: { $0 as? NameSpace.Errors ?? .unavailable })
    }

    public func makeRequest(
        _ form: RequestMoneyUseCaseNameSpace.Form
    ) throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.PaymentRequest {
        try Self.request(for: form, from: stateSubject.value.accounts.loadedValue)
    }
}

private extension RequestMoneyUseCaseImpl {
    /// The payment request for `form` into one of `loaded`'s accounts.
    static func request(
        for form: NameSpace.Form,
        from loaded: NameSpace.LoadResult?
    ) throws(NameSpace.Errors) -> NameSpace.PaymentRequest {
        guard let loaded,
              let account = loaded.accounts.first(where: { $0.id == form.accountID })
        else { throw .noAccount }
        let amount = try amount(form.amount)
        guard PlainTextRule.problem(in: form.reference, maximumLength: Self.maximumReferenceLength) == nil else {
            throw .invalidReference
        }
        let giroCode: GiroCode
        do {
            giroCode = try GiroCode(
                iban: account.iban, name: loaded.holderName, amountInCents: amount.map(Int.init),
                remittanceText: form.reference.isEmpty ? nil : form.reference
            )
        } catch {
            throw .notEncodable
        }
        let link = PaymentLink.make(
            iban: account.iban, name: loaded.holderName, amount: amount, currency: account.currency, reference: form.reference
        )
        return .init(amount: amount, currency: account.currency, link: link, giroCode: giroCode.payload)
    }

    /// The typed amount in cents; nil when none was typed.
    static func amount(_ text: String) throws(RequestMoneyUseCaseNameSpace.Errors) -> Int64? {
        guard !text.isEmpty else { return nil }
        guard let cents = AmountText.minorUnits(text), (1...maximumAmount).contains(cents) else { throw .invalidAmount }
        return cents
    }
}
