/// One page of `GET /v1/transactions`: `nextCursor` is null on the last page.
struct TransactionPagePayload: Encodable, Sendable {
    let items: [TransactionPayload]
    let nextCursor: String?

    private enum CodingKeys: String, CodingKey {
        case items, nextCursor
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)  // null rather than absent
    }
}
