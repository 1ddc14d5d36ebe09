import Foundation
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import HummingbirdTesting
import XCTest

/// Many clients at once: racing keys, overdrafts, money in and out of the user's books and to
/// another PayRed user; the double-entry ledger holds afterwards.
final class TransferConcurrencyTests: XCTestCase {
    /// One planned request: `key` and `body` are shared by every request of a race group.
    private struct Planned: Sendable {
        let key: String
        let body: String
        let leavesTheBooks: Bool
    }

    private struct Answer: Sendable {
        let key: String
        let status: Int
        let body: Data
    }

    /// The part of a 201 body the checks need.
    private struct CreatedTransfer: Decodable {
        struct Payload: Decodable {
            let amount: Components.Schemas.Money
        }

        let payload: Payload
    }

    /// A linear congruential generator, so the plan is the same on every run.
    private struct PlanRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 33)
        }
    }

    private static let initial: [String: Int64] = ["acc_a": 300_000, "acc_b": 100_000, "acc_eve": 0]
    private static let racedKeys = 200
    private static let racers = 3
    private static let singleKeys = 600

    /// 200 keys sent by 3 racing clients each, and 600 sent once: 1,200 requests.
    private static func plan(payeeID: String) -> [[Planned]] {
        var random = PlanRandom(state: 42)
        let groups = (0..<(Self.racedKeys + Self.singleKeys)).map { index -> [Planned] in
            let minorUnits = Int64.random(in: 500...40_000, using: &random)
            let (body, leaves): (String, Bool) = switch random.next(upperBound: 5 as UInt64) {
            case 0: (transferJSON(from: "acc_a", toIban: TestIBAN.savings, minorUnits: minorUnits), false)
            case 4: (transferJSON(from: "acc_b", toIban: TestIBAN.other, minorUnits: minorUnits), false)
            case 1: (transferJSON(from: "acc_b", toIban: TestIBAN.main, minorUnits: minorUnits), false)
            case 2: (transferJSON(from: "acc_a", toIban: TestIBAN.external, minorUnits: minorUnits), true)
            default: (transferJSON(from: "acc_b", payeeId: payeeID, minorUnits: minorUnits), true)
            }
            let request = Planned(key: "key-\(index)", body: body, leavesTheBooks: leaves)
            return Array(repeating: request, count: index < Self.racedKeys ? Self.racers : 1)
        }
        return groups.shuffled(using: &random)
    }

    func testConcurrentTransfersConserveMoneyAndMoveItOncePerKey() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_a", iban: TestIBAN.main, balance: Self.initial["acc_a"]!)
        try await world.addAccount("acc_b", iban: TestIBAN.savings, balance: Self.initial["acc_b"]!)
        let eve = try await world.otherUser()
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 0, owner: eve.userID)
        try await world.test { client in
            let payee = try await client.send(.post, "/v1/payees", json: #"{"name":"Sophie","iban":"\#(TestIBAN.friend)"}"#, token: world.token)
            let requests = Self.plan(payeeID: try payee.payload(Components.Schemas.Payee.self).id).flatMap { $0 }
            XCTAssertGreaterThanOrEqual(requests.count, 1_000)
            let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
                for request in requests {
                    group.addTask {
                        let response = try await client.postTransfer(request.body, key: request.key, token: world.token)
                        return Answer(key: request.key, status: response.status.code, body: Data(buffer: response.body))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let planned = Dictionary(requests.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            try await Self.check(answers, planned: planned, in: world)
        }
    }

    private static func check(_ answers: [Answer], planned: [String: Planned], in world: MoneyTestWorld) async throws {
        XCTAssertEqual(answers.count, Self.racedKeys * Self.racers + Self.singleKeys)
        let byKey = Dictionary(grouping: answers, by: \.key)
        XCTAssertEqual(byKey.count, Self.racedKeys + Self.singleKeys)
        var created = 0
        var sentOutside: Int64 = 0
        var rejected = 0
        for (key, group) in byKey {
            let first = group[0]
            XCTAssertTrue(group.allSatisfy { $0.status == first.status && $0.body == first.body }, "every answer for \(key) is the same: \(group.map { "\($0.status) \(String(decoding: $0.body, as: UTF8.self))" })")
            switch first.status {
            case 201:
                created += 1
                let transfer = try JSONDecoder().decode(CreatedTransfer.self, from: first.body)
                if planned[key]?.leavesTheBooks == true { sentOutside += transfer.payload.amount.minorUnits }
            case 422:
                rejected += 1
                XCTAssertTrue(String(decoding: first.body, as: UTF8.self).contains("insufficient_funds"), key)
            default:
                XCTFail("\(key) answered \(first.status)")
            }
        }
        XCTAssertGreaterThan(created, 0)
        XCTAssertGreaterThan(rejected, 0, "some transfers would have overdrawn")

        let books = try await world.harness.environment.database.store.read { session in
            (
                balances: try Dictionary(uniqueKeysWithValues: session.rows("SELECT id, balanceMinorUnits FROM account")
                    .map { ($0["id"] as String, $0["balanceMinorUnits"] as Int64) }),
                posted: try Dictionary(uniqueKeysWithValues: session.rows(
                    "SELECT accountId, SUM(amountMinorUnits) AS total FROM accountTransaction GROUP BY accountId"
                ).map { ($0["accountId"] as String, $0["total"] as Int64) }),
                transfers: try session.value(Int.self, "SELECT COUNT(*) FROM transfer") ?? -1,
                records: try session.value(Int.self, "SELECT COUNT(*) FROM idempotencyRecord") ?? -1,
                outside: try session.value(Int64.self, """
                    SELECT COALESCE(SUM(amountMinorUnits), 0) FROM transfer WHERE toIban NOT IN (\(TestIBAN.main), \(TestIBAN.savings), \(TestIBAN.other))
                    """) ?? -1
            )
        }
        XCTAssertTrue(books.balances.values.allSatisfy { $0 >= 0 }, "no balance below zero")
        XCTAssertEqual(books.balances.values.reduce(0, +) + sentOutside, Self.initial.values.reduce(0, +), "money is conserved")
        XCTAssertEqual(books.outside, sentOutside)
        XCTAssertEqual(books.transfers, created, "one transfer per key that succeeded")
        XCTAssertEqual(books.records, byKey.count, "one stored answer per key")
        for (account, start) in Self.initial {
            XCTAssertEqual(start + books.posted[account, default: 0], books.balances[account], "\(account)'s statement adds up")
        }
        XCTAssertGreaterThan(books.balances["acc_eve", default: 0], 0, "another user was paid")
        let ledger = try await world.ledgerReport()
        XCTAssertEqual(ledger.problems, [], "the ledger holds")
    }
}

