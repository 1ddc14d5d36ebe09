import Foundation
import GRDB
import MainAppCoordinatorAPI
import PayRedDI
import PayRedGateway
import Resolver
import TerminalUI
import XCTest

/// One login through every layer: keystroke → view model → use case → repository → HTTP →
/// gateway → response → SQLite row → state → screen, with the real implementations.
@MainActor
final class LoginJourneyTests: XCTestCase {
    private var gateway: RunningGateway!
    private var environment: TestEnvironment!
    private var host: ViewHost!

    override func setUp() async throws {
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true))
        environment = TestEnvironment(gatewayURL: gateway.baseURL)
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        await coordinator.start()
        host = ViewHost(size: TerminalSize(columns: 100, rows: 30)) {
            coordinator.visibleBody as? AnyView ?? AnyView(Text("nothing on screen"))
        }
    }

    override func tearDown() async throws {
        await gateway.stop()
        environment.tearDown()
    }

    func testRegisteredUserReachesThePinStepAndTheStateIsStored() async throws {
        try await signIn(email: "demo@payred.app")
        try await waitForScreen(containing: "Enter your PIN")
        XCTAssertEqual(try storedStep(for: "demo@payred.app"), "shouldEnterPin")
    }

    func testNewUserReachesVerificationWithTheGatewaysToken() async throws {
        try await signIn(email: "newcomer@payred.app")
        try await waitForScreen(containing: "Verify your email")
        XCTAssertEqual(try storedStep(for: "newcomer@payred.app"), "shouldVerify")
        XCTAssertEqual(try storedToken(for: "newcomer@payred.app")?.count, 64)
    }

    func testInvalidEmailShowsAClearMessageAndSendsNothing() async throws {
        try await signIn(email: "not-an-email")
        try await waitForScreen(containing: "valid email address")
        XCTAssertNil(try storedStep(for: "not-an-email"))
    }

    func testStoppedGatewayShowsThatTheServerIsUnreachable() async throws {
        await gateway.stop()
        try await signIn(email: "demo@payred.app")
        try await waitForScreen(containing: "can't reach its server")
    }

    // MARK: Helpers

    private func signIn(email: String) async throws {
        host.focus(label: "Email address")
        host.type(email)
        host.focus(label: "I accept the terms and conditions")
        host.send(.character(" "))
        try await waitForScreen(containing: "[x]")
        host.focus(label: "Continue")
        host.send(.enter)
    }

    /// Waits for the real stack (HTTP, SQLite) to update the screen.
    private func waitForScreen(containing text: String) async throws {
        try await host.waitUntilScreen(contains: text)
    }

    private func storedStep(for email: String) throws -> String? {
        try row(for: email)?["step"]
    }

    private func storedToken(for email: String) throws -> String? {
        try row(for: email)?["temporaryToken"]
    }

    private func row(for email: String) throws -> Row? {
        guard FileManager.default.fileExists(atPath: environment.configuration.databasePath) else { return nil }
        return try DatabaseQueue(path: environment.configuration.databasePath).read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM loginState WHERE email = ?", arguments: [email])
        }
    }
}
