import Foundation
import GatewayTesting
import HummingbirdTesting

extension TestClientProtocol {
    /// `POST /v1/transfers` with `body` and, when given, an `Idempotency-Key`.
    func postTransfer(_ body: String, key: String?, token: String) async throws -> TestResponse {
        guard let key else { return try await send(.post, "/v1/transfers", json: body, token: token) }
        return try await send(.post, "/v1/transfers", json: body, token: token, headers: [.init("Idempotency-Key")!: key])
    }
}

/// A transfer body; pass exactly one of `toIban` and `payeeId` for a valid one.
func transferJSON(
    from account: String,
    toIban: String? = nil,
    payeeId: String? = nil,
    minorUnits: Int64,
    currency: String = "EUR",
    description: String = "Test transfer"
) -> String {
    var fields = [#""fromAccountId":"\#(account)""#]
    if let toIban { fields.append(#""toIban":"\#(toIban)""#) }
    if let payeeId { fields.append(#""payeeId":"\#(payeeId)""#) }
    fields.append(#""amount":{"minorUnits":\#(minorUnits),"currency":"\#(currency)"}"#)
    fields.append(#""description":"\#(description)""#)
    return "{" + fields.joined(separator: ",") + "}"
}
