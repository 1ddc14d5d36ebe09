import Foundation
import GatewayContract
import GatewayTesting
import HummingbirdTesting
import XCTest

final class TransactionsRouteTests: XCTestCase {
    /// A world whose user has the demo history (several hundred transactions).
    private func demoWorld() async throws -> MoneyTestWorld {
        let world = try await MoneyTestWorld()
        try await world.seedDemo(for: world.userID)
        return world
    }

    /// Every page from `cursor` on, following `nextCursor` to the end.
    private static func allPages(
        _ client: any TestClientProtocol,
        token: String,
        limit: Int,
        from cursor: String? = nil
    ) async throws -> [Components.Schemas.TransactionPage] {
        var pages: [Components.Schemas.TransactionPage] = []
        var cursor = cursor
        repeat {
            let query = "limit=\(limit)" + (cursor.map { "&cursor=\($0)" } ?? "")
            let response = try await client.send(.get, "/v1/transactions?\(query)", token: token)
            XCTAssertEqual(response.status, .ok)
            let page = try response.payload(Components.Schemas.TransactionPage.self)
            pages.append(page)
            cursor = page.nextCursor
        } while cursor != nil && pages.count < 1_000
        return pages
    }

    func testPagesCoverEveryTransactionNewestFirstWithoutGapsOrDuplicates() async throws {
        let world = try await demoWorld()
        let total = try await world.count("accountTransaction")
        XCTAssertGreaterThanOrEqual(total, 300)
        try await world.test { client in
            let pages = try await Self.allPages(client, token: world.token, limit: 37)
            let items = pages.flatMap(\.items)
            XCTAssertEqual(items.count, total)
            XCTAssertEqual(Set(items.map(\.id)).count, total, "no duplicates")
            let ids = items.compactMap { Int($0.id) }
            XCTAssertEqual(ids, ids.sorted(by: >), "newest (highest id) first")
            XCTAssertEqual(items.map(\.createdAt), items.map(\.createdAt).sorted(by: >))
            XCTAssertEqual(pages.dropLast().map(\.items.count), Array(repeating: 37, count: pages.count - 1))
            XCTAssertNil(pages.last?.nextCursor)
            XCTAssertTrue(items.allSatisfy { $0.amount.currency == "EUR" && $0.amount.minorUnits != 0 })
        }
    }

    func testDefaultLimitIs50AndTheLastPageHasNoCursor() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let first = try await client.send(.get, "/v1/transactions", token: world.token)
            XCTAssertEqual(try first.payload(Components.Schemas.TransactionPage.self).items.count, 50)
            let all = try await client.send(.get, "/v1/transactions?limit=200&cursor=", token: world.token)
            XCTAssertEqual(try all.payload(Components.Schemas.TransactionPage.self).items.count, 200)

            let other = try await world.otherUser()
            let empty = try await client.send(.get, "/v1/transactions", token: other.token)
            let payload = try XCTUnwrap(try empty.jsonObject()["payload"] as? [String: Any])
            XCTAssertEqual((payload["items"] as? [Any])?.count, 0)
            XCTAssertNil(payload["nextCursor"], "no nextCursor on the last page")
        }
    }

    func testOneTransactionIsReadByItsIdAndOnlyByItsOwner() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let newest = try await client.send(.get, "/v1/transactions?limit=1", token: world.token).payload(Components.Schemas.TransactionPage.self).items
            let listed = try XCTUnwrap(newest.first)
            let read = try await client.send(.get, "/v1/transactions/\(listed.id)", token: world.token)
            XCTAssertEqual(read.status, .ok)
            XCTAssertEqual(try read.payload(Components.Schemas.Transaction.self), listed, "as the list shows it")

            let other = try await world.otherUser()
            for (id, token) in [(listed.id, other.token), ("+\(listed.id)", world.token), ("0\(listed.id)", world.token), ("999999999", world.token), ("x", world.token)] {
                let refused = try await client.send(.get, "/v1/transactions/\(id)", token: token)
                XCTAssertEqual(refused.status, .notFound, id)
                XCTAssertEqual(refused.errorCode, "transaction_not_found", id)
            }
        }
    }

    func testACursorKeepsItsPlaceWhenNewTransactionsArrive() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let before = try await Self.allPages(client, token: world.token, limit: 25)
            let cursor = try XCTUnwrap(before[0].nextCursor)
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            let transfer = try await client.postTransfer(
                transferJSON(from: accounts[0].id, toIban: accounts[1].iban, minorUnits: 1_00),
                key: "new-transaction",
                token: world.token
            )
            XCTAssertEqual(transfer.status, .created)
            let after = try await Self.allPages(client, token: world.token, limit: 25, from: cursor)
            XCTAssertEqual(after.flatMap(\.items), before.dropFirst().flatMap(\.items))
            let newest = try await client.send(.get, "/v1/transactions?limit=2", token: world.token)
            XCTAssertEqual(try newest.payload(Components.Schemas.TransactionPage.self).items.map(\.amount.minorUnits).sorted(), [-1_00, 1_00])
        }
    }

    func testALimitOutside1To200IsA400() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            for limit in ["0", "201", "-1", "ten", "1.5", "99999999999999999999"] {
                let response = try await client.send(.get, "/v1/transactions?limit=\(limit)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, limit)
                XCTAssertEqual(response.errorCode, "invalid_limit", limit)
            }
        }
    }

    func testAGarbledCursorIsA400() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let firstPage = try await client.send(.get, "/v1/transactions", token: world.token)
            let cursor = try XCTUnwrap(try firstPage.payload(Components.Schemas.TransactionPage.self).nextCursor)
            let garbled = [
                "garbage", "%%%", String(cursor.dropLast()), cursor + "A", cursor + "==",
                Data("tx:abc".utf8).base64EncodedString(), Data("tx:-5".utf8).base64EncodedString(),
                Data("42".utf8).base64EncodedString(), Data("tx:42".utf8).base64EncodedString(),
            ]
            for token in garbled {
                let response = try await client.send(.get, "/v1/transactions?cursor=\(token)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, token)
                XCTAssertEqual(response.errorCode, "invalid_cursor", token)
            }
        }
    }

    func testAForgedButWellFormedCursorIsA400() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let firstPage = try await client.send(.get, "/v1/transactions?limit=5", token: world.token)
            let cursor = try XCTUnwrap(try firstPage.payload(Components.Schemas.TransactionPage.self).nextCursor)
            let signature = try XCTUnwrap(cursor.split(separator: ".").last)
            func base64URL(_ text: String) -> String {
                Data(text.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
                    .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            }
            let forgeries = [
                base64URL("tx:0000000000000000100") + "." + signature,  // another place, the old signature
                base64URL("tx:0000000000000000100"),  // the unsigned form cursors used to have
            ]
            for forged in forgeries {
                let response = try await client.send(.get, "/v1/transactions?cursor=\(forged)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, forged)
                XCTAssertEqual(response.errorCode, "invalid_cursor", forged)
            }
            let genuine = try await client.send(.get, "/v1/transactions?cursor=\(cursor)", token: world.token)
            XCTAssertEqual(genuine.status, .ok)
        }
    }

    func testAnotherUsersTransactionsAreNeverListed() async throws {
        let world = try await demoWorld()
        let other = try await world.otherUser()
        try await world.test { client in
            let firstPage = try await client.send(.get, "/v1/transactions", token: world.token)
            let cursor = try XCTUnwrap(try firstPage.payload(Components.Schemas.TransactionPage.self).nextCursor)
            for query in ["", "?cursor=\(cursor)"] {
                let response = try await client.send(.get, "/v1/transactions\(query)", token: other.token)
                XCTAssertEqual(try response.payload(Components.Schemas.TransactionPage.self).items, [])
            }
        }
    }

    func testSearchFindsTheTextInDescriptionOrCounterpartyInAnyCaseAcrossPages() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let everything = try await Self.allPages(client, token: world.token, limit: 200).flatMap(\.items)
            let expected = everything.filter { ($0.description + " " + $0.counterpartyName).lowercased().contains("lunch") }
            XCTAssertFalse(expected.isEmpty, "the demo history has lunches")

            var found: [Components.Schemas.Transaction] = []
            var cursor: String?
            repeat {
                let query = "q=LUNCH&limit=7" + (cursor.map { "&cursor=\($0)" } ?? "")
                let page = try await client.send(.get, "/v1/transactions?\(query)", token: world.token).payload(Components.Schemas.TransactionPage.self)
                found += page.items
                cursor = page.nextCursor
            } while cursor != nil

            XCTAssertEqual(found, expected)
        }
    }

    func testSearchIgnoresCaseBeyondASCII() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            // "café" and "CAFÉ", percent-encoded.
            let lower = try await client.send(.get, "/v1/transactions?q=caf%C3%A9&limit=100", token: world.token).payload(Components.Schemas.TransactionPage.self)
            let upper = try await client.send(.get, "/v1/transactions?q=CAF%C3%89&limit=100", token: world.token).payload(Components.Schemas.TransactionPage.self)
            XCTAssertFalse(lower.items.isEmpty, "the demo history has cafés")
            XCTAssertEqual(upper.items, lower.items)
        }
    }

    func testSearchTakesWildcardsLiterally() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            for text in ["%", "_", "%25", "\\"] {
                let response = try await client.send(.get, "/v1/transactions?q=\(text)", token: world.token)
                XCTAssertEqual(try response.payload(Components.Schemas.TransactionPage.self).items, [], text)
            }
        }
    }

    func testTheAccountFilterListsOnlyThatAccount() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            let account = try XCTUnwrap(accounts.last)
            let pages = try await Self.allPages(client, token: world.token, limit: 200)
            let expected = pages.flatMap(\.items).filter { $0.accountId == account.id }

            let page = try await client.send(.get, "/v1/transactions?accountId=\(account.id)&limit=200", token: world.token)
                .payload(Components.Schemas.TransactionPage.self)

            XCTAssertFalse(expected.isEmpty)
            XCTAssertEqual(page.items, Array(expected.prefix(200)))
        }
    }

    func testAnotherUsersOrAnUnknownAccountIsA404() async throws {
        let world = try await demoWorld()
        let other = try await world.otherUser()
        try await world.test { client in
            let accounts = try await client.send(.get, "/v1/accounts", token: world.token).payload([Components.Schemas.Account].self)
            for (accountID, token) in [(accounts[0].id, other.token), ("acc_nope", world.token)] {
                let response = try await client.send(.get, "/v1/transactions?accountId=\(accountID)", token: token)
                XCTAssertEqual(response.status, .notFound)
                XCTAssertEqual(response.errorCode, "account_not_found")
            }
        }
    }

    func testASearchTooLongOrWithControlCharactersIsA400() async throws {
        let world = try await demoWorld()
        try await world.test { client in
            for text in [String(repeating: "a", count: 101), "a%1Bb", "%07"] {
                let response = try await client.send(.get, "/v1/transactions?q=\(text)", token: world.token)
                XCTAssertEqual(response.status, .badRequest, text)
                XCTAssertEqual(response.errorCode, "invalid_query", text)
            }
        }
    }
}
