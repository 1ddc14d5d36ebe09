import GatewayContract
import GatewayTesting
import HummingbirdTesting
import XCTest

final class PayeesRouteTests: XCTestCase {
    private static func add(_ name: String, _ iban: String, _ client: any TestClientProtocol, token: String) async throws -> TestResponse {
        try await client.send(.post, "/v1/payees", json: #"{"name":"\#(name)","iban":"\#(iban)"}"#, token: token)
    }

    func testPayeesAreAddedListedAndDeleted() async throws {
        let world = try await MoneyTestWorld()
        try await world.test { client in
            let created = try await Self.add("  Sophie Martin ", "fr14 2004 1010 0505 0001 3m02 606", client, token: world.token)
            XCTAssertEqual(created.status, .created)
            let sophie = try created.payload(Components.Schemas.Payee.self)
            XCTAssertTrue(sophie.id.hasPrefix("pay_"))
            XCTAssertEqual(sophie.name, "Sophie Martin")
            XCTAssertEqual(sophie.iban, TestIBAN.friend)
            let daan = try await Self.add("Daan", TestIBAN.external, client, token: world.token).payload(Components.Schemas.Payee.self)

            let listed = try await client.send(.get, "/v1/payees", token: world.token)
            XCTAssertEqual(try listed.payload([Components.Schemas.Payee].self), [sophie, daan])

            let deleted = try await client.send(.delete, "/v1/payees/\(sophie.id)", token: world.token)
            XCTAssertEqual(deleted.status, .noContent)
            let remaining = try await client.send(.get, "/v1/payees", token: world.token)
            XCTAssertEqual(try remaining.payload([Components.Schemas.Payee].self), [daan])
            let again = try await client.send(.delete, "/v1/payees/\(sophie.id)", token: world.token)
            XCTAssertEqual(again.status, .notFound)
            XCTAssertEqual(again.errorCode, "payee_not_found")
        }
    }

    func testASecondPayeeWithTheSameIbanIsA409() async throws {
        let world = try await MoneyTestWorld()
        let other = try await world.otherUser()
        try await world.test { client in
            let first = try await Self.add("Sophie", TestIBAN.friend, client, token: world.token)
            XCTAssertEqual(first.status, .created)
            let duplicate = try await Self.add("Sophie M.", "FR14 2004 1010 0505 0001 3M02 606", client, token: world.token)
            XCTAssertEqual(duplicate.status, .conflict)
            XCTAssertEqual(duplicate.errorCode, "payee_exists")
            let theirs = try await Self.add("Sophie", TestIBAN.friend, client, token: other.token)
            XCTAssertEqual(theirs.status, .created, "payees are per user")
        }
    }

    func testInvalidPayeesAre400s() async throws {
        let world = try await MoneyTestWorld()
        try await world.test { client in
            let cases = [
                (#"{"name":"Sophie","iban":"FR1420041010050500013M02607"}"#, "invalid_iban"),
                (#"{"name":"Sophie","iban":"FR14"}"#, "invalid_iban"),
                (#"{"name":"   ","iban":"\#(TestIBAN.friend)"}"#, "invalid_name"),
                (#"{"name":"\#(String(repeating: "x", count: 71))","iban":"\#(TestIBAN.friend)"}"#, "invalid_name"),
                (#"{"name":"Eve\u001b]0;pwned\u0007","iban":"\#(TestIBAN.friend)"}"#, "invalid_characters"),
                (#"{"name":"Sophie"}"#, "missing_field"),
                (#"{"name":7,"iban":"\#(TestIBAN.friend)"}"#, "invalid_field"),
                (#"{"name":"#, "malformed_body"),
            ]
            for (body, code) in cases {
                let response = try await client.send(.post, "/v1/payees", json: body, token: world.token)
                XCTAssertEqual(response.status, .badRequest, body)
                XCTAssertEqual(response.errorCode, code, body)
            }
            try await assertEqualAsync(try await world.count("payee"), 0)
        }
    }

    func testAnotherUsersPayeeCannotBeSeenDeletedOrPaid() async throws {
        let world = try await MoneyTestWorld()
        let other = try await world.otherUser()
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 1_000, owner: other.userID)
        try await world.test { client in
            let sophie = try await Self.add("Sophie", TestIBAN.friend, client, token: world.token).payload(Components.Schemas.Payee.self)
            let theirs = try await client.send(.get, "/v1/payees", token: other.token)
            XCTAssertEqual(try theirs.payload([Components.Schemas.Payee].self), [])
            let deleted = try await client.send(.delete, "/v1/payees/\(sophie.id)", token: other.token)
            XCTAssertEqual(deleted.errorCode, "payee_not_found")
            let paid = try await client.postTransfer(
                transferJSON(from: "acc_eve", payeeId: sophie.id, minorUnits: 100), key: "k", token: other.token
            )
            XCTAssertEqual(paid.status, .notFound)
            XCTAssertEqual(paid.errorCode, "payee_not_found")
            try await assertEqualAsync(try await world.count("payee"), 1)
        }
    }
}
