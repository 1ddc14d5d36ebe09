/// The body of `POST /v1/payees`.
struct CreatePayeeRequest: Decodable, Sendable {
    let name: String
    let iban: String
}
