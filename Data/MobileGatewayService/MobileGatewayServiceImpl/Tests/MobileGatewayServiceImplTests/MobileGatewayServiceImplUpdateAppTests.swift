import Foundation
import MobileGatewayServiceImpl
import PayRedGateway
import RemoteDataError
import UpdateAppRepositoryAPI
import UserSessionAPITestDoubles
import XCTest

/// `GET /v1/app/version` against the in-process gateway over loopback: what it is configured to
/// announce, asked without a session.
final class MobileGatewayServiceImplUpdateAppTests: XCTestCase {
    private var gateway: RunningGateway?

    override func tearDown() async throws {
        await gateway?.stop()
    }

    /// Starts a gateway announcing `latest` and `minimum`; returns the data source talking to it.
    private func serviceAgainstGateway(latest: String, minimum: String) async throws -> MobileGatewayServiceImpl {
        let gateway = try await RunningGateway.start(GatewayConfiguration(latestVersion: latest, minimumVersion: minimum))
        self.gateway = gateway
        return MobileGatewayServiceImpl(baseURL: gateway.baseURL)
    }

    func testTheVersionsTheGatewayIsConfiguredWith() async throws {
        let sut = try await serviceAgainstGateway(latest: "1.10.0", minimum: "1.2.0")

        let versions = try await sut.appVersions()

        XCTAssertEqual(versions, .init(latestVersion: "1.10.0", minimumSupportedVersion: "1.2.0"))
    }

    func testByDefaultTheFirstReleaseIsCurrent() async throws {
        let gateway = try await RunningGateway.start()
        self.gateway = gateway

        let versions = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL).appVersions()

        XCTAssertEqual(versions, .init(latestVersion: "1.0.0", minimumSupportedVersion: "1.0.0"))
    }

    func testNoSessionIsAskedFor() async throws {
        let gateway = try await RunningGateway.start()
        self.gateway = gateway
        let session = UserSessionStub()

        _ = try await MobileGatewayServiceImpl(baseURL: gateway.baseURL, userSession: session).appVersions()

        XCTAssertEqual(session.currentTokensCallCount, 0)
    }

    func testAStoppedGatewayMeansNetworkUnavailable() async throws {
        let sut = try await serviceAgainstGateway(latest: "1.0.0", minimum: "1.0.0")
        await gateway?.stop()
        gateway = nil

        do {
            _ = try await sut.appVersions()
            XCTFail("expected networkUnavailable")
        } catch {
            XCTAssertEqual(error, .networkUnavailable)
        }
    }
}
