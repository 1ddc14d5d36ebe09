import Foundation
import MoneyText

/// The `payred://pay` link of a payment request: every field percent-encoded as a query item.
enum PaymentLink {
    /// The link asking for `amount` (minor units; nil: the payer chooses) into `iban`, held by `name`.
    static func make(iban: String, name: String, amount: Int64?, currency: String, reference: String) -> String {
        var components = URLComponents()
        components.scheme = "payred"
        components.host = "pay"
        var items = [URLQueryItem(name: "iban", value: iban), URLQueryItem(name: "name", value: name)]
        if let amount {
            items.append(URLQueryItem(name: "amount", value: MoneyText.text(amount, currency: currency, style: .plain)))
        }
        items.append(URLQueryItem(name: "currency", value: currency))
        if !reference.isEmpty {
            items.append(URLQueryItem(name: "reference", value: reference))
        }
        components.queryItems = items
        // `+` means a space to many decoders; encoded, it stays a plus.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.string ?? ""
    }
}
