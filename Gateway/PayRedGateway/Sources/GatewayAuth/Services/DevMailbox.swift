import Foundation
import GRDB

/// The demo's stand-in for email: the last code sent to each address, read back through
/// `GET /v1/dev/mailbox`. The gateway has no email provider yet, so outside demo mode a code
/// reaches only the environment's mail observer, if any.
enum DevMailbox {
    /// Keeps `code` as the last one sent to `email`.
    static func deliver(code: String, to email: String, at now: Date, in db: Database) throws {
        try DevMailboxRecord(email: email, code: code, sentAt: now).insert(db, onConflict: .replace)
    }

    /// The last code sent to `email`, if any.
    static func lastCode(to email: String, in db: Database) throws -> MailboxPayload? {
        try DevMailboxRecord.fetchOne(db, key: email).map { MailboxPayload(email: $0.email, code: $0.code) }
    }
}
