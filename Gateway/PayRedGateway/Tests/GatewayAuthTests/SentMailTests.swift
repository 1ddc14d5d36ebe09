import Foundation
@testable import GatewayAuth
import GatewayContract
import GatewayCore
import GatewayTesting
import Synchronization
import XCTest

/// Every verification code the gateway sends reaches the environment's mail observer.
final class SentMailTests: XCTestCase {
    func testEveryCodeSentReachesTheObserverOutsideDemoMode() async throws {
        let mails = MailRecorder()
        let harness = try await GatewayTestHarness.auth(isDemo: false, mailObserver: mails.record)
        try await harness.test { client in
            let auth = AuthClient(client: client)
            XCTAssertOK(try await auth.login(" Ada@PayRed.app"))
            XCTAssertOK(try await auth.login("ada@payred.app"))
            let sent = mails.mails
            XCTAssertEqual(sent.map(\.email), ["ada@payred.app", "ada@payred.app"])
            XCTAssertTrue(sent.allSatisfy { $0.code.count == 6 && $0.code.allSatisfy { $0.isASCII && $0.isNumber } })
        }
    }

    func testTheObserverGetsTheCodeTheDevMailboxShowsAndNoneForRegisteredUsers() async throws {
        let mails = MailRecorder()
        let harness = try await GatewayTestHarness.auth(mailObserver: mails.record)
        try await harness.test { client in
            let auth = AuthClient(client: client)
            let (token, code) = try await auth.challenge("ada@payred.app")
            XCTAssertEqual(mails.mails, [SentMail(email: "ada@payred.app", code: code)])
            let registration = try await auth.verify(token, code: code).payload(Components.Schemas.Registration.self)
            XCTAssertOK(try await auth.setPin(registration.registrationToken, pin: "246810"))
            XCTAssertOK(try await auth.login("ada@payred.app"))
            XCTAssertEqual(mails.mails.count, 1)
        }
    }

    func testARefusedEmailSendsNothing() async throws {
        let mails = MailRecorder()
        let harness = try await GatewayTestHarness.auth(mailObserver: mails.record)
        try await harness.test { client in
            XCTAssertError(try await AuthClient(client: client).login("a..b@x.io"), .badRequest, "invalid_email")
            XCTAssertEqual(mails.mails, [])
        }
    }
}

/// Collects what a mail observer hears.
private final class MailRecorder: Sendable {
    private let sent = Mutex<[SentMail]>([])

    /// Every mail so far, oldest first.
    var mails: [SentMail] { sent.withLock { $0 } }

    /// The observer to hand the environment.
    var record: @Sendable (SentMail) -> Void {
        { [self] mail in sent.withLock { $0.append(mail) } }
    }
}
