import Foundation
import GatewayCore
import GatewayMoney
import GRDB
import XCTest

/// `GET /v1/events`: the live event stream over a real WebSocket on loopback.
final class EventStreamTests: XCTestCase {
    /// The `"id"` of a stored-event frame.
    private func eventID(_ frame: String) -> Int64? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any] else { return nil }
        return (object["id"] as? NSNumber)?.int64Value
    }

    func testMoneyArrivesLiveAndAStreamResumedAfterADropMissesNothing() async throws {
        let gateway = try await LiveGateway.start()
        let ada = try await gateway.user("ada@payred.app", first: "Ada", last: "Lovelace", funded: true)
        let bob = try await gateway.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)

        let first = EventStreamClient(port: gateway.port, token: bob.token)
        let ready = await first.frames(through: "stream.ready")
        XCTAssertEqual(ready, [#"{"lastEventId":0,"type":"stream.ready"}"#])
        let status = try await gateway.pay(2_500, from: ada, to: bob.iban, key: "k1")
        XCTAssertEqual(status, 201)
        let liveFrames = await first.frames(through: "notifications.changed")
        let live = try XCTUnwrap(liveFrames)
        XCTAssertEqual(live.count, 2)
        XCTAssertTrue(live[0].contains(#""from":"Ada Lovelace""#) && live[0].contains(#""minorUnits":2500"#), live[0])
        XCTAssertTrue(live[1].contains(#""type":"notifications.changed""#) && live[1].contains(#""unread":1"#), live[1])
        let lastSeen = try XCTUnwrap(eventID(live[1]))
        await first.close()

        // While Bob's app is away, Ada pays again and Bob reads nothing.
        let again = try await gateway.pay(1_000, from: ada, to: bob.iban, key: "k2")
        XCTAssertEqual(again, 201)

        let resumed = EventStreamClient(port: gateway.port, token: bob.token, after: lastSeen)
        let missedFrames = await resumed.frames(through: "notifications.changed")
        let missed = try XCTUnwrap(missedFrames)
        XCTAssertEqual(missed.first, #"{"lastEventId":\#(lastSeen),"type":"stream.ready"}"#)
        XCTAssertEqual(missed.count, 3, "ready, then the two events missed while away")
        XCTAssertTrue(missed[1].contains(#""minorUnits":1000"#), missed[1])
        XCTAssertEqual(missed.dropFirst().compactMap(eventID), [lastSeen + 1, lastSeen + 2])
        await resumed.close()
        let ledger = try await gateway.environment.database.store.read { session in try LedgerCheck.run(in: session) }
        XCTAssertEqual(ledger.problems, [])
        await gateway.stop()
    }

    func testASignedOutAppIsToldAndTheStreamEnds() async throws {
        let gateway = try await LiveGateway.start()
        let bob = try await gateway.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        let stream = EventStreamClient(port: gateway.port, token: bob.token)
        _ = await stream.frames(through: "stream.ready")
        let logout = try await gateway.send("POST", "/v1/auth/logout", token: bob.token, json: "{}")
        XCTAssertEqual(logout.status, 200)
        let rest = await stream.untilClosed()
        XCTAssertEqual(rest, [#"{"type":"session.revoked"}"#])
        await gateway.stop()
    }

    func testACardFrozenOnAnotherDeviceIsAnEvent() async throws {
        let gateway = try await LiveGateway.start()
        let bob = try await gateway.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        let now = gateway.environment.now()
        try await gateway.environment.database.store.write { session in
            try session.execute("""
                INSERT INTO card (id, userId, accountId, name, brand, last4, expiryMonth, expiryYear, createdAt)
                SELECT 'card_1', userId, id, 'Everyday', 'visa', '4242', 12, 2031, \(now) FROM account
                """)
        }
        let stream = EventStreamClient(port: gateway.port, token: bob.token)
        _ = await stream.frames(through: "stream.ready")
        let freeze = try await gateway.send("POST", "/v1/cards/card_1/freeze", token: bob.token, json: "{}")
        XCTAssertEqual(freeze.status, 200)
        let frames = await stream.frames(through: "card.changed")
        XCTAssertTrue(frames?.last?.contains(#""data":{"cardId":"card_1","frozen":true}"#) == true, "\(frames ?? [])")
        await stream.close()
        await gateway.stop()
    }

    func testThePlainRouteExplainsItselfAndRefusesBadInput() async throws {
        let gateway = try await LiveGateway.start()
        let bob = try await gateway.user("bob@payred.app", first: "Bob", last: "Stone", funded: false)
        let plain = try await gateway.send("GET", "/v1/events", token: bob.token)
        XCTAssertEqual(plain.status, 426)
        XCTAssertTrue(plain.body.contains("upgrade_required"), plain.body)
        for after in ["-1", "x", "1.5", "99999999999999999999", "%FF%FE", "", "%D9%A1"] {
            let bad = try await gateway.send("GET", "/v1/events?after=\(after)", token: bob.token)
            XCTAssertEqual(bad.status, 400, after)
            XCTAssertTrue(bad.body.contains("invalid_after"), bad.body)
        }
        let anonymous = try await gateway.send("GET", "/v1/events", token: nil)
        XCTAssertEqual(anonymous.status, 401)
        let refused = EventStreamClient(port: gateway.port, token: "not-a-token")
        let frames = await refused.untilClosed()
        XCTAssertEqual(frames, [], "no stream without a live token")
        await gateway.stop()
    }
}
