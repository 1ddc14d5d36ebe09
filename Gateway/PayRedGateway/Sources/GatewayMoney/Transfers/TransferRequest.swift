import GatewayCore

/// The body of `POST /v1/transfers`: exactly one of `toIban` and `payeeId` names the destination.
struct TransferRequest: Codable, Sendable {
    let fromAccountId: String
    let toIban: String?
    let payeeId: String?
    let amount: MoneyPayload
    let description: String
}
