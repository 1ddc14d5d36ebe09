import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import GRDB
import XCTest

/// The database never holds a usable token, code or PIN (the demo-only `devMailbox` aside).
final class SecretStorageTests: XCTestCase {
    func testTokensCodesAndPinsAreStoredOnlyHashed() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (temporaryToken, code) = try await auth.challenge("ada@payred.app")
            let registrationToken = try await auth.verify(temporaryToken, code: code).payload(Components.Schemas.Registration.self).registrationToken
            let session = try await auth.setPin(registrationToken, pin: "975310").payload(Components.Schemas.Session.self)
            let refreshed = try await auth.refresh(session.refreshToken).payload(Components.Schemas.Session.self)

            let secrets = [temporaryToken, code, registrationToken, "975310"]
                + [session, refreshed].flatMap { [$0.accessToken, $0.refreshToken] }
            let stored = try await Self.storedValues(in: harness, tables: ["user", "loginChallenge", "registrationToken", "session"])
            for secret in secrets {
                XCTAssertFalse(stored.contains { $0.contains(secret) }, "\(secret) is stored in plain text")
            }
            for hash in [temporaryToken, code, registrationToken, session.accessToken, refreshed.refreshToken].map(TokenHasher.hash) {
                XCTAssertTrue(stored.contains(hash))
            }
        }
    }

    func testAuthRoutesAreRegisteredWithTheirAuthentication() async throws {
        let routes = try await GatewayTestHarness.auth().routes.map { "\($0) \($0.requiresAuthentication)" }
        XCTAssertEqual(Set(routes), [
            "POST /v1/auth/login false", "POST /v1/auth/verify false", "POST /v1/auth/pin false",
            "PUT /v1/auth/pin true", "POST /v1/auth/unlock false", "POST /v1/auth/refresh false",
            "POST /v1/auth/logout true", "GET /v1/dev/mailbox false",
        ])
    }

    /// Every value of `tables` as text (blobs as UTF-8 where they decode, and as hex).
    private static func storedValues(in harness: GatewayTestHarness, tables: [String]) async throws -> [String] {
        try await harness.environment.database.store.read { session in
            try tables.flatMap { table in
                try session.rows("SELECT * FROM \(raw: table)").flatMap { row in
                    row.databaseValues.flatMap { value -> [String] in
                        switch value.storage {
                        case .string(let text): [text]
                        case .blob(let data): [String(decoding: data, as: UTF8.self), data.map { String(format: "%02x", $0) }.joined()]
                        default: [value.description]
                        }
                    }
                }
            }
        }
    }
}
