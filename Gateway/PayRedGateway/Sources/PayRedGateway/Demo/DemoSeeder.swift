import Foundation
import GRDB

/// Seeds the demo data into an empty database.
struct DemoSeeder: Sendable {
    /// The demo user's email; registered, so logging in asks for the PIN.
    static let demoEmail = "demo@payred.app"

    let database: GatewayDatabase

    /// Inserts the demo data unless the database already has users.
    func seedIfEmpty() async throws {
        try await database.writer.write { db in
            guard try UserRecord.fetchCount(db) == 0 else { return }
            try UserRecord(email: Self.demoEmail, status: .registered, createdAt: Date()).insert(db)
        }
    }
}
