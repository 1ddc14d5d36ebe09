import Foundation
import GRDB

/// A row of `devMailbox`: the last code "emailed" to an address, kept only in demo mode.
struct DevMailboxRecord: Codable, FetchableRecord, Sendable {
    var email: String
    var code: String
    var sentAt: Date
}
