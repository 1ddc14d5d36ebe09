import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import XCTest

/// Registration asks for the name other people see, once: never the email address.
final class RegistrationNameRouteTests: XCTestCase {
    func testANewUserMustGiveANameAndItIsKeptTrimmed() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (temporary, code) = try await auth.challenge("bea@example.com")
            let registration = try await auth.verify(temporary, code: code).payload(Components.Schemas.Registration.self)
            XCTAssertTrue(registration.needsName)
            XCTAssertError(try await auth.setPin(registration.registrationToken, pin: "246810", names: ""), .badRequest, "name_required")
            XCTAssertOK(try await auth.setPin(registration.registrationToken, pin: "246810", names: #","firstName":"  Bea ","lastName":"Kim""#))
            let user = try await harness.user("bea@example.com")
            XCTAssertEqual([user.firstName, user.lastName], ["Bea", "Kim"])
        }
    }

    func testANameWithHiddenCharactersOrNoFirstNameIsRefused() async throws {
        let harness = try await GatewayTestHarness.auth()
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let token = try await auth.registrationToken("bea@example.com")
            XCTAssertError(try await auth.setPin(token, pin: "246810", names: ",\"firstName\":\"Bea\u{202E}\",\"lastName\":\"\""), .badRequest, "invalid_characters")
            XCTAssertError(try await auth.setPin(token, pin: "246810", names: #","firstName":"   ","lastName":"Kim""#), .badRequest, "invalid_name")
            let long = String(repeating: "a", count: 51)
            XCTAssertError(try await auth.setPin(token, pin: "246810", names: #","firstName":"\#(long)""#), .badRequest, "invalid_name")
        }
    }
}
