import Foundation
@testable import GatewayAuth
import GatewayCore
import GatewayMoney
import GatewayTesting
import XCTest

/// Two gateway instances on one PostgreSQL database behave as one gateway (issue 23): cursors,
/// idempotency keys, lockouts, attempt limits and live events hold across them. These run on
/// PostgreSQL only, from `PostgresSuitesTests`.
final class TwoInstanceTests: XCTestCase {
    private var instances: [LiveGateway] = []
    private var location = DatabaseLocation.memory

    /// Two instances on a new database.
    private func twoInstances(abuseLimits: AbuseLimits = AbuseLimits()) async throws -> (LiveGateway, LiveGateway) {
        try XCTSkipUnless(TestEngine.current == .postgres, "runs on PostgreSQL, from PostgresSuitesTests")
        location = .postgres(try await TestDatabases.newPostgresDatabase())
        let first = try await LiveGateway.start(database: location, abuseLimits: abuseLimits)
        let second = try await LiveGateway.start(database: location, abuseLimits: abuseLimits)
        instances += [first, second]
        return (first, second)
    }

    override func tearDown() async throws {
        for instance in instances { await instance.stop() }
        instances = []
    }

    func testACursorFromOneInstanceWorksOnTheOtherAndSurvivesARotation() async throws {
        let (one, other) = try await twoInstances()
        let ada = try await one.user("ada@payred.app", first: "Ada", last: "Lovelace", funded: true)
        let bob = try await one.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        for key in ["k1", "k2", "k3"] {
            let status = try await one.pay(100, from: ada, to: bob.iban, key: key)
            XCTAssertEqual(status, 201)
        }
        let first = try Self.page(try await one.send("GET", "/v1/transactions?limit=2", token: ada.token))
        let cursor = try XCTUnwrap(first.cursor)
        let second = try Self.page(try await other.send("GET", "/v1/transactions?limit=2&cursor=\(cursor)", token: ada.token))
        XCTAssertEqual(second.count, 2, "the other instance reads the cursor")

        try await CursorKeyring.rotate(in: one.environment.database.store, at: Date())
        let third = try await LiveGateway.start(database: location)
        instances.append(third)
        let signedBefore = try Self.page(try await third.send("GET", "/v1/transactions?limit=2&cursor=\(cursor)", token: ada.token))
        XCTAssertEqual(signedBefore.count, 2, "a cursor signed before the rotation still works")
        let newest = try Self.page(try await third.send("GET", "/v1/transactions?limit=1", token: ada.token))
        let signedAfter = try XCTUnwrap(newest.cursor)
        XCTAssertNotEqual(signedAfter.prefix(16), cursor.prefix(16), "the new key signs")
        let onOld = try Self.page(try await one.send("GET", "/v1/transactions?limit=2&cursor=\(signedAfter)", token: ada.token))
        XCTAssertEqual(onOld.count, 2, "an instance started before the rotation reads the new key's cursor")
    }

    func testTheSameIdempotencyKeySentToBothAtOnceMovesMoneyOnce() async throws {
        let (one, other) = try await twoInstances()
        let ada = try await one.user("ada@payred.app", first: "Ada", last: "Lovelace", funded: true)
        let bob = try await other.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                let instance = index.isMultiple(of: 2) ? one : other
                group.addTask { try await instance.pay(2_500, from: ada, to: bob.iban, key: "same-key") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(statuses, Array(repeating: 201, count: 8), "every request gets the one answer")
        let store = one.environment.database.store
        let transfers = try await store.read { session in try session.value(Int.self, "SELECT COUNT(*) FROM transfer") }
        XCTAssertEqual(transfers, 1)
        let balance = try await store.read { session in
            try session.value(Int64.self, "SELECT balanceMinorUnits FROM account WHERE iban = \(bob.iban)")
        }
        XCTAssertEqual(balance, 2_500)
        let report = try await store.read { session in try LedgerCheck.run(in: session) }
        XCTAssertEqual(report.problems, [])
    }

    func testTransfersBothWaysOnBothInstancesConserveMoney() async throws {
        let (one, other) = try await twoInstances()
        let ada = try await one.user("ada@payred.app", first: "Ada", last: "Lovelace", funded: true)
        let bob = try await other.user("bob@payred.app", first: "Bob", last: "Stone", funded: true)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                let instance = index % 4 < 2 ? one : other
                let (from, to) = index.isMultiple(of: 2) ? (ada, bob.iban) : (bob, ada.iban)
                group.addTask { try await instance.pay(1_000, from: from, to: to, key: "key-\(index)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(statuses, Array(repeating: 201, count: 40), "opposite transfers neither deadlock nor fail")
        let store = other.environment.database.store
        let balances = try await store.read { session in
            try session.rows("SELECT balanceMinorUnits FROM account ORDER BY iban").map { $0["balanceMinorUnits"] as Int64 }
        }
        XCTAssertEqual(balances, [100_000, 100_000], "twenty each way")
        let report = try await store.read { session in try LedgerCheck.run(in: session) }
        XCTAssertEqual(report.problems, [])
    }

    func testALockoutAndTheAttemptLimitOnOneHoldOnTheOther() async throws {
        let (one, other) = try await twoInstances(abuseLimits: AbuseLimits(attemptsPerClient: 7))
        let now = one.environment.now()
        _ = try await one.environment.database.store.write { session in
            var user = UserRecord(email: "eve@payred.app", status: .registered, firstName: "Eve", lastName: "Adams", createdAt: now)
            user.setPin(try PinHasher(rounds: 1_000).hash("123456"))
            return try user.insert(in: session)
        }
        for attempt in 1...UserRecord.maxFailedPinAttempts {
            let instance = attempt.isMultiple(of: 2) ? other : one
            _ = try await instance.send("POST", "/v1/auth/unlock", token: nil, json: #"{"email":"eve@payred.app","pin":"000000"}"#)
        }
        let locked = try await other.send("POST", "/v1/auth/unlock", token: nil, json: #"{"email":"eve@payred.app","pin":"123456"}"#)
        XCTAssertEqual(locked.status, 423, "the right PIN is refused while locked, on the other instance too")
        _ = try await one.send("POST", "/v1/auth/unlock", token: nil, json: #"{"email":"eve@payred.app","pin":"123456"}"#)
        let limited = try await other.send("POST", "/v1/auth/unlock", token: nil, json: #"{"email":"eve@payred.app","pin":"123456"}"#)
        XCTAssertEqual(limited.status, 429, "seven attempts from this address in all, counted on both instances")
    }

    func testAStreamOnOneInstanceHearsATransferCommittedOnTheOther() async throws {
        let (one, other) = try await twoInstances()
        let ada = try await one.user("ada@payred.app", first: "Ada", last: "Lovelace", funded: true)
        let bob = try await one.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        let stream = EventStreamClient(port: other.port, token: bob.token)
        _ = await stream.frames(through: "stream.ready")
        let status = try await one.pay(2_500, from: ada, to: bob.iban, key: "k1")
        XCTAssertEqual(status, 201)
        let heard = await stream.frames(through: "notifications.changed")
        let frames = try XCTUnwrap(heard)
        XCTAssertTrue(frames.first?.contains(#""type":"money.received""#) == true, "\(frames)")
        await stream.close()
    }

    /// A transactions page's size and next cursor.
    private static func page(_ response: (status: Int, body: String)) throws -> (count: Int, cursor: String?) {
        XCTAssertEqual(response.status, 200, response.body)
        let payload = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])?["payload"] as? [String: Any])
        return ((payload["items"] as? [Any])?.count ?? 0, payload["nextCursor"] as? String)
    }
}
