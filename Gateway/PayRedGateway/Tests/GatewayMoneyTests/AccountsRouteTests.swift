import GatewayContract
import GatewayCore
import GatewayTesting
import XCTest

final class AccountsRouteTests: XCTestCase {
    func testAccountsListsTheUsersAccountsWithTheirBalances() async throws {
        let world = try await MoneyTestWorld()
        let other = try await world.otherUser()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 125_050)
        try await world.addAccount("acc_savings", iban: TestIBAN.savings, balance: 0)
        try await world.addAccount("acc_eve", iban: TestIBAN.other, balance: 999, owner: other.userID)
        try await world.test { client in
            let response = try await client.send(.get, "/v1/accounts", token: world.token)
            XCTAssertEqual(response.status, .ok)
            XCTAssertEqual(try response.payload([Components.Schemas.Account].self), [
                Components.Schemas.Account(id: "acc_main", iban: TestIBAN.main, name: "Account acc_main",
                            balance: Components.Schemas.Money(minorUnits: 125_050, currency: "EUR")),
                Components.Schemas.Account(id: "acc_savings", iban: TestIBAN.savings, name: "Account acc_savings",
                            balance: Components.Schemas.Money(minorUnits: 0, currency: "EUR")),
            ])
            let balance = try XCTUnwrap((try response.jsonObject()["payload"] as? [[String: Any]])?.first?["balance"] as? [String: Any])
            XCTAssertTrue(balance["minorUnits"] is Int, "money is an integer of minor units")
        }
    }

    func testEveryMoneyRouteAnswers401WithoutAValidToken() async throws {
        let world = try await MoneyTestWorld()
        let routes = world.harness.routes
        XCTAssertEqual(routes.count, 11)
        try await world.test { client in
            for route in routes {
                XCTAssertTrue(route.requiresAuthentication, "\(route)")
                let uri = route.path.replacingOccurrences(of: "{id}", with: "x")
                for token in [nil, "not-a-token"] {
                    let response = try await client.send(route.method, uri, token: token)
                    XCTAssertEqual(response.status, .unauthorized, "\(route)")
                    XCTAssertEqual(response.errorCode, "unauthorized", "\(route)")
                }
            }
        }
    }

    func testTheBearerSchemeIsReadInAnyCase() async throws {
        let world = try await MoneyTestWorld()
        try await world.test { client in
            for header in ["bearer \(world.token)", "BEARER \(world.token)", "Bearer  \(world.token)"] {
                let response = try await client.send(.get, "/v1/accounts", headers: [.authorization: header])
                XCTAssertEqual(response.status, .ok, header)
            }
            for header in ["Basic \(world.token)", "Bearer", "\(world.token)"] {
                let response = try await client.send(.get, "/v1/accounts", headers: [.authorization: header])
                XCTAssertEqual(response.status, .unauthorized, header)
            }
        }
    }

    func testAWrongMethodIs405WithAllowAndGetRoutesAnswerHead() async throws {
        let world = try await MoneyTestWorld()
        try await world.addAccount("acc_main", iban: TestIBAN.main, balance: 100)
        try await world.test { client in
            let put = try await client.send(.put, "/v1/accounts", token: world.token)
            XCTAssertEqual(put.status, .methodNotAllowed)
            XCTAssertEqual(put.headers[.allow], "GET, HEAD")
            XCTAssertEqual(put.errorCode, "method_not_allowed")

            let delete = try await client.send(.delete, "/v1/cards/card_x/freeze", token: world.token)
            XCTAssertEqual(delete.status, .methodNotAllowed)
            XCTAssertEqual(delete.headers[.allow], "POST")

            let head = try await client.send(.head, "/v1/accounts", token: world.token)
            XCTAssertEqual(head.status, .ok)
            XCTAssertEqual(head.body.readableBytes, 0)
            let headWithoutToken = try await client.send(.head, "/v1/accounts")
            XCTAssertEqual(headWithoutToken.status, .unauthorized)

            let unknown = try await client.send(.get, "/v1/nothing-here", token: world.token)
            XCTAssertEqual(unknown.status, .notFound)
        }
    }
}
