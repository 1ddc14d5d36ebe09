import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import XCTest

final class DevMailboxRouteTests: XCTestCase {
    func testMailboxShowsTheLastCodeSentToAnAddress() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            _ = try await auth.challenge("ada@payred.app")
            let last = try await auth.challenge("ada@payred.app")
            let mail = try await client.send(.get, "/v1/dev/mailbox?email=ADA@payred.app").payload(Components.Schemas.Mail.self)
            XCTAssertEqual(mail, Components.Schemas.Mail(email: "ada@payred.app", code: last.code))
            XCTAssertOK(try await auth.verify(last.token, code: mail.code))
        }
    }

    func testMailboxAnswers404WithoutMailAnd400WithoutAnEmail() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            XCTAssertError(try await client.send(.get, "/v1/dev/mailbox?email=nobody@payred.app"), .notFound, "no_mail")
            XCTAssertError(try await client.send(.get, "/v1/dev/mailbox"), .badRequest, "invalid_email")
        }
    }

    func testMailboxIsNotServedOutsideDemoMode() async throws {
        let harness = try await GatewayTestHarness.auth(isDemo: false)
        XCTAssertFalse(harness.routes.contains { $0.path == "/v1/dev/mailbox" })
        try await harness.test { client in
            XCTAssertOK(try await AuthClient(client: client).login("ada@payred.app"))
            XCTAssertError(try await client.send(.get, "/v1/dev/mailbox?email=ada@payred.app"), .notFound, "not_found")
            let mails = try await harness.fetchInt("SELECT COUNT(*) FROM devMailbox")
            XCTAssertEqual(mails, 0)
        }
    }
}
