import Foundation
import GatewayApp
import GatewayAuth
import GatewayCore
import GatewayMoney

/// Seeds the demo data into an empty database, in one transaction.
struct DemoSeeder: Sendable {
    let environment: GatewayEnvironment

    /// Inserts the demo user and their data unless the database already has users.
    func seedIfEmpty() async throws {
        let now = environment.now()
        try await environment.database.store.write { session in
            guard try session.row(#"SELECT 1 FROM "user" LIMIT 1"#) == nil else { return }
            let userID = try GatewayAuthDemo.seedDemoUser(in: session, now: now)
            try GatewayMoneyDemo.seed(in: session, userID: userID, now: now)
            try GatewayAppDemo.seed(in: session, userID: userID, now: now)
        }
    }
}
