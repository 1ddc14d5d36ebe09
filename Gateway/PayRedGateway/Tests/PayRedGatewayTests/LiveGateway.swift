import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GatewayCore
import GatewayMoney
import GatewayTesting
import GRDB
import Logging
@testable import PayRedGateway

/// A gateway served over loopback whose environment the test can reach: users, accounts and
/// tokens are made directly in its database.
struct LiveGateway: Sendable {
    private let gateway: RunningGateway
    var environment: GatewayEnvironment { gateway.environment }
    var port: Int { gateway.baseURL.port ?? 0 }

    /// A gateway on `database`, by default a new one of the test engine (`TestEngine`); several
    /// may share one PostgreSQL database.
    static func start(database: DatabaseLocation? = nil, abuseLimits: AbuseLimits = AbuseLimits()) async throws -> LiveGateway {
        let location: DatabaseLocation = switch (database, TestEngine.current) {
        case (let database?, _): database
        case (nil, .sqlite): .memory
        case (nil, .postgres): .postgres(try await TestDatabases.newPostgresDatabase())
        }
        return LiveGateway(gateway: try await RunningGateway.start(
            GatewayConfiguration(database: location, postgres: PostgresOptions(poolSize: 4), abuseLimits: abuseLimits),
            logger: Logger(label: "test.gateway") { _ in SwiftLogNoOpLogHandler() }
        ))
    }

    func stop() async {
        await gateway.stop()
    }

    /// A registered user named `first last` with an opened account (1,000.00 EUR when
    /// `funded`) and a live access token.
    func user(_ email: String, first: String, last: String, funded: Bool) async throws -> (token: String, iban: String, accountID: String) {
        let now = environment.now()
        let sessions = environment.sessions
        return try await environment.database.store.write { session in
            let userID = try session.insertedID("""
                INSERT INTO "user" (email, status, firstName, lastName, createdAt) VALUES (\(email), 'registered', \(first), \(last), \(now))
                RETURNING id
                """)
            try AccountOpening.openFirstAccount(for: userID, withWelcomeCredit: funded, at: now, in: session)
            let account = try session.row("SELECT id, iban FROM account WHERE userId = \(userID)")
            return (try sessions.issue(userID: userID, in: session).accessToken, account?["iban"] ?? "", account?["id"] ?? "")
        }
    }

    /// Sends a request with `token` and returns the status and body.
    func send(_ method: String, _ path: String, token: String?, json: String? = nil, headers: [String: String] = [:]) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Sends `minorUnits` EUR from `from`'s account to `iban`.
    func pay(_ minorUnits: Int64, from sender: (token: String, iban: String, accountID: String), to iban: String, key: String) async throws -> Int {
        let body = #"{"fromAccountId":"\#(sender.accountID)","toIban":"\#(iban)","amount":{"minorUnits":\#(minorUnits),"currency":"EUR"},"description":"Dinner"}"#
        return try await send("POST", "/v1/transfers", token: sender.token, json: body, headers: ["Idempotency-Key": key]).status
    }
}
