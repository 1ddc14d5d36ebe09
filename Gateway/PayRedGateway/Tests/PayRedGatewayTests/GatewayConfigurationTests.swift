import Foundation
import GatewayCore
import Hummingbird
import HummingbirdTesting
import Logging
@testable import PayRedGateway
import XCTest

/// What `GatewayConfiguration` hands the running gateway: the access token lifetime and the mail observer.
final class GatewayConfigurationTests: XCTestCase {
    private let logger = Logger(label: "payred.gateway.test") { _ in SwiftLogNoOpLogHandler() }

    func testTheAccessTokenLifetimeDefaultsToFifteenMinutesAndReachesTheSessions() async throws {
        XCTAssertEqual(GatewayConfiguration().accessTokenLifetime, 15 * 60)
        let environment = try await PayRedGateway.makeEnvironment(GatewayConfiguration(accessTokenLifetime: 42), logger: logger)
        XCTAssertEqual(environment.sessions.accessTokenLifetime, 42)
    }

    func testALifetimeNotAboveZeroOrOverThirtyDaysIsRefusedOnStart() async throws {
        XCTAssertNoThrow(try GatewayConfiguration(accessTokenLifetime: 30 * 24 * 60 * 60).validate())
        let refused: [TimeInterval] = [0, -1, 30 * 24 * 60 * 60 + 1, .infinity]
        for lifetime in refused {
            do {
                let gateway = try await RunningGateway.start(GatewayConfiguration(accessTokenLifetime: lifetime), logger: logger)
                await gateway.stop()
                XCTFail("started with an access token lifetime of \(lifetime)")
            } catch let error as GatewayConfigurationError {
                XCTAssertEqual(error, .invalidAccessTokenLifetime(lifetime))
                XCTAssertEqual(error.description, "The access token lifetime must be more than 0 and at most 2592000 seconds, got \(lifetime).")
            }
        }
    }

    func testTheMailObserverHearsEveryCodeSentInDemoModeOrNot() async throws {
        for demo in [false, true] {
            let (mails, heard) = AsyncStream.makeStream(of: SentMail.self)
            let configuration = GatewayConfiguration(demo: demo, mailObserver: { heard.yield($0) })
            let environment = try await PayRedGateway.makeEnvironment(configuration, logger: logger)
            let responder = PayRedGateway.buildRoutes(environment: environment).router.buildResponder()
            try await Application(responder: responder).test(.router) { client in
                _ = try await client.postJSON("/v1/auth/login", #"{"email":" New@PayRed.app"}"#)
                _ = try await client.postJSON("/v1/auth/login", #"{"email":"new@payred.app"}"#)
                _ = try await client.postJSON("/v1/auth/login", #"{"email":"demo@payred.app"}"#)
            }
            heard.finish()
            let sent: [SentMail] = await mails.reduce(into: []) { $0.append($1) }
            let expected = demo ? ["new@payred.app", "new@payred.app"] : ["new@payred.app", "new@payred.app", "demo@payred.app"]
            XCTAssertEqual(sent.map(\.email), expected, "demo: \(demo)")
            XCTAssertTrue(sent.allSatisfy { $0.code.count == 6 }, "demo: \(demo)")
        }
    }

    func testTheConfiguredAppVersionsAreAnnounced() async throws {
        let configuration = GatewayConfiguration(latestVersion: "1.4.0", minimumVersion: "1.2.10")
        let environment = try await PayRedGateway.makeEnvironment(configuration, logger: logger)
        let responder = PayRedGateway.buildRoutes(environment: environment).router.buildResponder()
        try await Application(responder: responder).test(.router) { client in
            let response = try await client.execute(uri: "/v1/app/version", method: .get)
            let payload = try decode(PayloadEnvelopeBody<[String: String]>.self, response).payload
            XCTAssertEqual(payload, ["latestVersion": "1.4.0", "minimumSupportedVersion": "1.2.10"])
        }
    }

    func testVersionsThatAreNotMajorMinorPatchOrOutOfOrderAreRefusedOnStart() async throws {
        XCTAssertNoThrow(try GatewayConfiguration(latestVersion: "2.0.0", minimumVersion: "1.10.3").validate())
        XCTAssertNoThrow(try GatewayConfiguration(latestVersion: "1.2.3", minimumVersion: "1.2.3").validate())
        let refused = [("1.0", "1.0.0"), ("1.0.0", "v1.0.0"), ("1.0.0", "1.0.1"), ("1.9.0", "1.10.0"), ("1.0.0.0", "1.0.0"), ("", "")]
        for (latest, minimum) in refused {
            XCTAssertThrowsError(try GatewayConfiguration(latestVersion: latest, minimumVersion: minimum).validate(), "\(latest) / \(minimum)") { error in
                XCTAssertEqual(error as? GatewayConfigurationError, .invalidVersions(latest: latest, minimum: minimum))
            }
        }
        XCTAssertEqual(AppVersions.parts("1.10.3"), [1, 10, 3])
    }
}
