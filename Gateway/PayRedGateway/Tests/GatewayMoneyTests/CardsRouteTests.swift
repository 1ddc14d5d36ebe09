import GatewayContract
import GatewayTesting
import XCTest

final class CardsRouteTests: XCTestCase {
    private func world() async throws -> MoneyTestWorld {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 10_000)
        try await world.addCard("card_a", accountID: "acc_main")
        try await world.addCard("card_b", accountID: "acc_main", frozen: true)
        return world
    }

    func testCardsAreListedAndShown() async throws {
        let world = try await world()
        try await world.test { client in
            let list = try await client.send(.get, "/v1/cards", token: world.token)
            XCTAssertEqual(list.status, .ok)
            let cards = try list.payload([Components.Schemas.Card].self)
            XCTAssertEqual(cards.map(\.id), ["card_a", "card_b"])
            XCTAssertEqual(cards.map(\.frozen), [false, true])
            let shown = try await client.send(.get, "/v1/cards/card_a", token: world.token)
            XCTAssertEqual(try shown.payload(Components.Schemas.Card.self), Components.Schemas.Card(
                id: "card_a", accountId: "acc_main", name: "Everyday", brand: "visa", last4: "4242",
                expiryMonth: 12, expiryYear: 2031, frozen: false
            ))
        }
    }

    func testFreezeAndUnfreezeAreIdempotent() async throws {
        let world = try await world()
        try await world.test { client in
            for (action, frozen) in [("freeze", true), ("freeze", true), ("unfreeze", false), ("unfreeze", false)] {
                let response = try await client.send(.post, "/v1/cards/card_a/\(action)", token: world.token)
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(try response.payload(Components.Schemas.Card.self).frozen, frozen, action)
                let shown = try await client.send(.get, "/v1/cards/card_a", token: world.token)
                XCTAssertEqual(try shown.payload(Components.Schemas.Card.self).frozen, frozen, action)
            }
        }
    }

    func testUnknownAndOtherUsersCardsAre404() async throws {
        let world = try await world()
        let other = try await world.otherUser()
        try await world.test { client in
            let responses = [
                try await client.send(.get, "/v1/cards/card_nope", token: world.token),
                try await client.send(.post, "/v1/cards/card_nope/freeze", token: world.token),
                try await client.send(.get, "/v1/cards/card_a", token: other.token),
                try await client.send(.post, "/v1/cards/card_b/unfreeze", token: other.token),
            ]
            for response in responses {
                XCTAssertEqual(response.status, .notFound)
                XCTAssertEqual(response.errorCode, "card_not_found")
            }
            let othersList = try await client.send(.get, "/v1/cards", token: other.token)
            XCTAssertEqual(try othersList.payload([Components.Schemas.Card].self), [])
            let stillFrozen = try await client.send(.get, "/v1/cards/card_b", token: world.token)
            XCTAssertTrue(try stillFrozen.payload(Components.Schemas.Card.self).frozen)
        }
    }
}
