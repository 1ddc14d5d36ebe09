import Foundation
import LockRepositoryAPI
import LoginRepositoryAPI
import MobileGatewayServiceImpl
import PayRedGateway
import RemoteDataError
import XCTest

/// Real HTTP over loopback against the in-process gateway.
final class MobileGatewayServiceGatewayTests: XCTestCase {
    private var gateway: RunningGateway!

    override func setUp() async throws {
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
    }

    override func tearDown() async throws {
        await gateway?.stop()
    }

    func testRegisteredDemoUserIsAskedForThePin() async throws {
        let result = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL).login(email: "demo@payred.app")
        XCTAssertEqual(result, .init(step: .enterPin, token: nil))
    }

    func testNewUserGetsAVerificationToken() async throws {
        let result = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL).login(email: "new@payred.app")
        XCTAssertEqual(result.step, .verifyEmail)
        XCTAssertEqual(result.token?.count, 64)
    }

    func testGatewayValidationErrorArrivesAsRejected() async {
        do {
            _ = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL).login(email: "nope")
            XCTFail("expected rejected")
        } catch {
            guard case let .rejected(code, message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "invalid_email")
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testAWrongPinSaysHowManyTriesAreLeft() async {
        let service = MobileGatewayServiceImpl(baseURL: gateway.baseURL)
        for left in [4, 3] {
            do {
                _ = try await (service as any LockRepositoryRemoteDataProtocol).unlock(email: "demo@payred.app", pin: "000000")
                XCTFail("expected a wrong PIN")
            } catch {
                XCTAssertEqual(error, .wrongSecret(attemptsLeft: left))
            }
        }
    }

    func testStoppedGatewayMeansNetworkUnavailable() async {
        let url = gateway.baseURL
        await gateway.stop()
        gateway = nil
        do {
            _ = try await MobileGatewayServiceImpl(baseURL: url, timeout: 5).login(email: "demo@payred.app")
            XCTFail("expected networkUnavailable")
        } catch {
            XCTAssertEqual(error, .networkUnavailable)
        }
    }

    func testCancellingTheCallerStopsWaitingForAGatewayThatNeverAnswers() async throws {
        let server = try SilentServer()
        defer { server.stop() }
        let sut = MobileGatewayServiceImpl(baseURL: server.baseURL, timeout: 600)
        let login = Task { try await sut.login(email: "demo@payred.app") }
        await server.waitForConnection()

        login.cancel()

        do {
            _ = try await login.value
            XCTFail("a cancelled call must not succeed")
        } catch {
            XCTAssertEqual(error as? RemoteDataError, .cancelled, "a cancellation is not a network failure: \(error)")
        }
    }
}
