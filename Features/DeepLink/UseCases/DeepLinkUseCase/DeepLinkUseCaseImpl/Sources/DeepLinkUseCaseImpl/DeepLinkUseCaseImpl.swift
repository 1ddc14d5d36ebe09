import DeepLinkUseCaseAPI
import Foundation
import IBANRule
import MoneyText

/// The DeepLinkUseCase (blueprint §3.2): reads `payred://` links.
///
/// Business rules here: a link is at most 2,048 characters; `payred://pay` takes `iban` (required),
/// `name`, `amount`, `currency` (EUR only) and `reference`, each once, the IBAN valid and the amount
/// (when given) above zero, as if typed; card and transaction ids are 1 to 64 letters, digits, `_`
/// or `-`. The Transfer use case checks the filled-in form again, against the user's accounts.
public final class DeepLinkUseCaseImpl: Sendable {
    typealias NameSpace = DeepLinkUseCaseNameSpace

    static let maximumLength = 2_048
    /// The largest amount a payment request may ask for, in minor units (999,999,999.99), as
    /// Request money makes them.
    static let maximumAmount: Int64 = 99_999_999_999
    private static let paymentFields: Set<String> = ["iban", "name", "amount", "currency", "reference"]

    /// Creates the use case (the registrar's and the tests' path).
    public init() {}
}

// MARK: - DeepLinkUseCaseProtocol

extension DeepLinkUseCaseImpl: DeepLinkUseCaseProtocol {
    public func route(for link: String) throws(DeepLinkUseCaseNameSpace.Errors) -> DeepLinkUseCaseNameSpace.Route {
        guard link.unicodeScalars.prefix(Self.maximumLength + 1).count <= Self.maximumLength else {
            throw .tooLong(maximum: Self.maximumLength)
        }
        guard let components = URLComponents(string: link.trimmingCharacters(in: .whitespacesAndNewlines)),
              components.scheme?.lowercased() == "payred"
        else { throw .notAPayRedLink }
        // The path's segments after the host: none for `pay`, the id for cards and transactions.
        let segments = components.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch (components.host?.lowercased(), segments.count) {
        case ("pay", 0) where components.path.isEmpty:
            return .pay(try Self.paymentRequest(components.queryItems ?? []))
        case ("cards", 1):
            return .card(id: try Self.checkedID(segments[0]))
        case ("transactions", 1):
            return .transaction(id: try Self.checkedID(segments[0]))
        default:
            throw .unknownPlace
        }
    }
}

private extension DeepLinkUseCaseImpl {
    static func paymentRequest(_ items: [URLQueryItem]) throws(DeepLinkUseCaseNameSpace.Errors) -> DeepLinkUseCaseNameSpace.PaymentRequest {
        var fields: [String: String] = [:]
        for item in items {
            guard paymentFields.contains(item.name), fields[item.name] == nil else { throw .unexpectedField(item.name) }
            fields[item.name] = item.value ?? ""
        }
        guard let iban = fields["iban"], !iban.isEmpty else { throw .missingIBAN }
        guard IBANRule.isValid(IBANRule.normalised(iban)) else { throw .invalidIBAN }
        if let amount = fields["amount"], !amount.isEmpty, !(1...maximumAmount).contains(AmountText.minorUnits(amount) ?? 0) {
            throw .invalidAmount(maximum: maximumAmount)
        }
        if let currency = fields["currency"], currency != "EUR" { throw .unsupportedCurrency(currency) }
        return .init(iban: iban, name: fields["name"] ?? "", amount: fields["amount"] ?? "", reference: fields["reference"] ?? "")
    }

    static func checkedID(_ id: String) throws(DeepLinkUseCaseNameSpace.Errors) -> String {
        let allowed = id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        guard (1...64).contains(id.unicodeScalars.count), allowed else { throw .invalidID }
        return id
    }
}
