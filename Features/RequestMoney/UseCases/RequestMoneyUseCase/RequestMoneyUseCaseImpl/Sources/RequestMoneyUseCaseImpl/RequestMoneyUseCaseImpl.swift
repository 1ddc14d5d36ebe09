import Foundation
import GiroCode
import MoneyText
import PlainTextRule
import RequestMoneyUseCaseAPI
import Loadable
import Reactive
import Resolver

/// The RequestMoneyUseCase (blueprint §3.2): loads through its repository into the one load state.
///
/// Business rules here: the amount is optional, read exactly as typed and above zero, at most
/// 999,999,999.99 (the EPC QR code's limit); the reference is plain text of at most 140
/// characters (the QR code's remittance text); the link and the QR code carry the same request.
public final class RequestMoneyUseCaseImpl: Sendable {
    /// The largest amount a GiroCode carries, in cents.
    static let maximumAmount: Int64 = 99_999_999_999
    /// The longest reference a GiroCode's remittance text takes.
    static let maximumReferenceLength = 140

    private let repository: any RequestMoneyUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(RequestMoneyUseCaseNameSpace.States.idle)

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
    public var statePublisher: AnyPublisher<RequestMoneyUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load { () async throws(RequestMoneyUseCaseNameSpace.Errors) in try await repository.load() }
    }

    public func makeRequest(
        accountID: String, amount: String, reference: String
    ) throws(RequestMoneyUseCaseNameSpace.Errors) -> RequestMoneyUseCaseNameSpace.PaymentRequest {
        guard let loaded = stateSubject.value.value, let account = loaded.accounts.first(where: { $0.id == accountID }) else {
            throw .noAccount
        }
        let cents = try Self.cents(amount)
        guard PlainTextRule.problem(in: reference, maximumLength: Self.maximumReferenceLength) == nil else { throw .invalidReference }
        guard let giroCode = try? GiroCode(
            iban: account.iban, name: loaded.holderName, amountInCents: cents.map(Int.init), remittanceText: reference.isEmpty ? nil : reference
        ) else { throw .notEncodable }
        let link = Self.link(iban: account.iban, name: loaded.holderName, amount: cents, currency: account.currency, reference: reference)
        return .init(amount: cents, currency: account.currency, link: link, giroCode: giroCode.payload)
    }
}

private extension RequestMoneyUseCaseImpl {
    /// The typed amount in cents; nil when none was typed.
    static func cents(_ text: String) throws(RequestMoneyUseCaseNameSpace.Errors) -> Int64? {
        guard !text.isEmpty else { return nil }
        guard let cents = AmountText.minorUnits(text), (1...maximumAmount).contains(cents) else { throw .invalidAmount }
        return cents
    }

    /// The `payred://pay` link of a request: every field percent-encoded as a query item.
    static func link(iban: String, name: String, amount: Int64?, currency: String, reference: String) -> String {
        var components = URLComponents()
        components.scheme = "payred"
        components.host = "pay"
        components.queryItems = [
            URLQueryItem(name: "iban", value: iban), URLQueryItem(name: "name", value: name),
            amount.map { URLQueryItem(name: "amount", value: MoneyText.text($0, currency: currency, style: .plain)) },
            URLQueryItem(name: "currency", value: currency),
            reference.isEmpty ? nil : URLQueryItem(name: "reference", value: reference),
        ].compactMap(\.self)
        // `+` means a space to many decoders; encoded, it stays a plus.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.string ?? ""
    }
}
