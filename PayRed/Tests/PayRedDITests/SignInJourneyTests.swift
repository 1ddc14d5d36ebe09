import Foundation
import GRDB
import MainAppCoordinatorAPI
import PayRedDI
import PayRedGateway
import Resolver
import TerminalUI
import XCTest

/// Signing in through every layer, with the real implementations: keystroke → view model →
/// use case → repository → HTTP → gateway → SQLite and the encrypted secure store → the flow →
/// the coordinators → the screen. A "relaunch" is a fresh container over the same data directory.
@MainActor
final class SignInJourneyTests: XCTestCase {
    private var gateway: RunningGateway!
    private var mailbox: Mailbox!
    private var environment: TestEnvironment!
    private var host: ViewHost!

    override func setUp() async throws {
        let mailbox = Mailbox()
        self.mailbox = mailbox
        gateway = try await RunningGateway.start(GatewayConfiguration(demo: true, mailObserver: { mailbox.receive($0.code) }))
        environment = TestEnvironment(gatewayURL: gateway.baseURL)
        try await launch()
    }

    /// Stops the gateway and lets the app go: XCTest keeps every test case object until the run
    /// ends, so an app left in these properties would go on (its auto-lock firing minutes later,
    /// in another test, against a container reset since).
    override func tearDown() async throws {
        await gateway.stop()
        environment.tearDown()
        host = nil
        environment = nil
        gateway = nil
        mailbox = nil
    }

    func testANewUserRegistersReachesHomeAndARelaunchAsksForThePin() async throws {
        try await signIn(email: "newcomer@payred.app")
        try await waitForScreen(containing: "Verify your email")
        XCTAssertEqual(try storedStep(for: "newcomer@payred.app"), "shouldVerify")

        host.type(try XCTUnwrap(mailbox.lastCode))
        try await waitForScreen(containing: "Your name")
        XCTAssertEqual(try storedStep(for: "newcomer@payred.app"), "shouldCreatePin")
        host.type("Nia")
        host.send(.enter)
        host.type("Okafor")
        host.send(.enter)
        try await waitForScreen(containing: "Create a PIN")
        host.type("482915")
        host.send(.enter)
        try await waitForScreen(containing: "Confirm your PIN")
        host.type("482915")
        host.send(.enter)
        try await waitForScreen(containing: "Hello, Nia Okafor")

        try await relaunch()
        try await waitForScreen(containing: "Enter your PIN")
        host.type("482915")
        host.send(.enter)
        try await waitForScreen(containing: "Hello, Nia Okafor")
        try assertNoSecretInTheDataDirectory(["482915", try XCTUnwrap(mailbox.lastCode)])
    }

    func testAnUnfinishedSignUpResumesAtTheCode() async throws {
        try await signIn(email: "newcomer@payred.app")
        try await waitForScreen(containing: "Verify your email")
        try await relaunch()
        try await waitForScreen(containing: "Verify your email")
    }

    func testTheDemoUserUnlocksAndLogsOutAndARelaunchStartsAtLogin() async throws {
        try await signIn(email: "demo@payred.app")
        try await waitForScreen(containing: "Enter your PIN")
        host.type("123456")
        host.send(.enter)
        try await waitForScreen(containing: "Hello, Demo User")

        host.focus(label: "Log out")
        host.send(.enter)
        try await waitForScreen(containing: "Log out?")
        host.focus(label: "Log out")
        host.send(.enter)
        try await waitForScreen(containing: "Email address")
        XCTAssertNil(try storedStep(for: "demo@payred.app"))

        try await relaunch()
        try await waitForScreen(containing: "Email address")
    }

    func testLockNowAsksForThePinOverHome() async throws {
        try await signIn(email: "demo@payred.app")
        try await waitForScreen(containing: "Enter your PIN")
        host.type("123456")
        host.send(.enter)
        try await waitForScreen(containing: "Hello, Demo User")
        host.focus(label: "Lock now")
        host.send(.enter)
        try await waitForScreen(containing: "Enter your PIN")
        host.type("123456")
        host.send(.enter)
        try await waitForScreen(containing: "Hello, Demo User")
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

    /// Starts the app's root coordinator and waits for the splash to hand over.
    private func launch() async throws {
        let coordinator = Resolver.resolve(MainAppCoordinatorProtocol.self)
        await coordinator.start()
        host = ViewHost(size: TerminalSize(columns: 100, rows: 30)) {
            coordinator.visibleBody as? AnyView ?? AnyView(Text("nothing on screen"))
        }
        try await host.waitUntilScreen(contains: "Ctrl-C")
        try await host.waitUntil("the splash handing over") { !$0.render().plainText.contains("Opening your wallet") }
    }

    /// Quits and starts again over the same data directory.
    private func relaunch() async throws {
        Resolver.closeDataSources()
        environment = environment.relaunched()
        try await launch()
    }

    private func signIn(email: String) async throws {
        try await waitForScreen(containing: "Email address")
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
        guard FileManager.default.fileExists(atPath: environment.configuration.databasePath) else { return nil }
        return try DatabaseQueue(path: environment.configuration.databasePath).read { db in
            try String.fetchOne(db, sql: "SELECT step FROM loginState WHERE email = ?", arguments: [email])
        }
    }

    /// No file the app wrote holds any of `secrets` in the clear.
    private func assertNoSecretInTheDataDirectory(_ secrets: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let files = FileManager.default.enumerator(at: environment.directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        for url in files where !url.hasDirectoryPath {
            let contents = try Data(contentsOf: url)
            for secret in secrets {
                XCTAssertNil(contents.range(of: Data(secret.utf8)), "\(url.lastPathComponent) holds a secret", file: file, line: line)
            }
        }
    }
}

/// The codes the gateway "emailed", as a user's inbox would hold them.
private final class Mailbox: @unchecked Sendable {
    // Safety: `codes` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var codes: [String] = []

    func receive(_ code: String) {
        lock.withLock { codes.append(code) }
    }

    var lastCode: String? {
        lock.withLock { codes.last }
    }
}
