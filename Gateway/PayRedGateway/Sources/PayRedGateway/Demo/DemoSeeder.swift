import Foundation
import GatewayApp
import GatewayAuth
import GatewayCore
import GatewayMoney
import GRDB

/// Seeds the demo data into an empty database, in one transaction.
struct DemoSeeder: Sendable {
    let environment: GatewayEnvironment

    /// Inserts the demo user and their data unless the database already has users.
    func seedIfEmpty() async throws {
        let now = environment.now()
        try await environment.database.writer.write { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user") == 0 else { return }
            let userID = try GatewayAuthDemo.seedDemoUser(in: db, now: now)
            try GatewayMoneyDemo.seed(in: db.sqlSession, userID: userID, now: now)
            try GatewayAppDemo.seed(in: db.sqlSession, userID: userID, now: now)
        }
    }
}
