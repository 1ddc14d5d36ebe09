import GatewayCore

/// Reads a user's accounts.
struct AccountService: Sendable {
    let database: GatewayDatabase

    /// The user's accounts, oldest first.
    func accounts(of userID: Int64) async throws -> [AccountRecord] {
        try await database.store.read { session in try AccountRecord.owned(by: userID, in: session) }
    }
}
