/// The payload of `GET /v1/dev/mailbox`: the last code sent to an address.
struct MailboxPayload: Codable, Equatable, Sendable {
    let email: String
    let code: String
}
