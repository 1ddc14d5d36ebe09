import Foundation
import GatewayContract
import GatewayCore

/// The demo's stand-in for email: the last code sent to each address, read back through
/// `GET /v1/dev/mailbox`. The gateway has no email provider yet, so outside demo mode a code
/// reaches only the environment's mail observer, if any.
enum DevMailbox {
    /// Keeps `code` as the last one sent to `email`.
    static func deliver(code: String, to email: String, at now: Date, in session: any SQLSession) throws {
        try session.execute("""
            INSERT INTO devMailbox (email, code, sentAt) VALUES (\(email), \(code), \(now))
            ON CONFLICT (email) DO UPDATE SET code = excluded.code, sentAt = excluded.sentAt
            """)
    }

    /// The last code sent to `email`, if any.
    static func lastCode(to email: String, in session: any SQLSession) throws -> Components.Schemas.Mail? {
        try session.fetchOne(DevMailboxRecord.self, "SELECT * FROM devMailbox WHERE email = \(email)")
            .map { Components.Schemas.Mail(email: $0.email, code: $0.code) }
    }
}
