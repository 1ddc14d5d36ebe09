import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GatewayCore
import GatewayMoney
import GRDB
import Logging
@testable import PayRedGateway
import ServiceLifecycle

/// A gateway served over loopback whose environment the test can reach: users, accounts and
/// tokens are made directly in its database.
struct LiveGateway: Sendable {
    let environment: GatewayEnvironment
    let port: Int
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    static func start() async throws -> LiveGateway {
        let logger = Logger(label: "test.gateway")
        let configuration = GatewayConfiguration()
        let environment = try await PayRedGateway.makeEnvironment(configuration, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = PayRedGateway.buildApplication(configuration: configuration, environment: environment) { port in
            continuation.yield(port)
            continuation.finish()
        }
        let group = ServiceGroup(services: [app], logger: logger)
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return LiveGateway(environment: environment, port: port, group: group, task: task)
    }

    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }

    /// A registered user named `first last` with an opened account (1,000.00 EUR when
    /// `funded`) and a live access token.
    func user(_ email: String, first: String, last: String, funded: Bool) async throws -> (token: String, iban: String, accountID: String) {
        let now = environment.now()
        let sessions = environment.sessions
        return try await environment.database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO user (email, status, firstName, lastName, createdAt) VALUES (?, 'registered', ?, ?, ?)",
                arguments: [email, first, last, now]
            )
            let userID = db.lastInsertedRowID
            try AccountOpening.openFirstAccount(for: userID, withWelcomeCredit: funded, at: now, in: db)
            let account = try Row.fetchOne(db, sql: "SELECT id, iban FROM account WHERE userId = ?", arguments: [userID])!
            return (try sessions.issue(userID: userID, in: db).accessToken, account["iban"], account["id"])
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
