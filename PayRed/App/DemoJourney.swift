import Foundation
import TerminalUI

/// `payred --demo`: a scripted sign-in through the real stack, each screen printed as text.
///
/// The keystrokes go through the same views, view models, use cases, HTTP client, gateway and
/// SQLite file as in the terminal app; only the terminal is replaced by a headless host.
struct DemoJourney {
    /// The gateway to use; nil starts the embedded demo gateway.
    let gatewayURL: URL?
    /// Where the demo keeps its data; nil uses a temporary directory, removed afterwards.
    let dataDirectory: URL?

    /// How long a step may take before the demo gives up.
    private let stepTimeout: Duration = .seconds(15)

    @MainActor
    func run() async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("payred-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let directory = dataDirectory ?? temporary
        let environment = try await AppEnvironment.start(
            gatewayURL: gatewayURL,
            dataDirectory: directory
        )
        let host = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            CoordinatorScreen(coordinator: environment.coordinator, inbox: environment.demoInbox).eraseToAnyView()
        }
        do {
            try await play(on: host)
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
        write("Demo finished: every screen above came from the real stack.\n")
    }

    @MainActor
    private func play(on host: ViewHost) async throws {
        show(host, "1. The Login screen")

        try await signIn(on: host, email: "demo@payred")
        try await waitFor("valid email address", on: host)
        show(host, "2. An invalid email: the use case refuses it before any request")
        host.send(.enter)

        try await signIn(on: host, email: "demo@payred.app", acceptTerms: false)
        try await waitFor("Enter your PIN", on: host)
        show(host, "3. demo@payred.app is registered: the PIN comes next (stored in SQLite)")

        host.focus(label: "Back to login")
        host.send(.enter)
        try await waitFor("Email address", on: host)
        try await signIn(on: host, email: "newcomer@payred.app")
        try await waitFor("Verify your email", on: host)
        show(host, "4. newcomer@payred.app is new: verify the email next")
    }

    /// Types `email`, ticks the terms when asked, and presses Continue.
    @MainActor
    private func signIn(on host: ViewHost, email: String, acceptTerms: Bool = true) async throws {
        host.focus(label: "Email address")
        host.send(.end)
        host.send(.ctrl("u"))
        host.type(email)
        if acceptTerms {
            host.focus(label: "I accept the terms and conditions")
            host.send(.character(" "))
            try await waitFor("[x]", on: host)
        }
        host.focus(label: "Continue")
        host.send(.enter)
    }

    /// Waits until the real stack has put `text` on screen.
    @MainActor
    private func waitFor(_ text: String, on host: ViewHost) async throws {
        try await host.waitUntilScreen(contains: text, timeout: stepTimeout)
    }

    @MainActor
    private func show(_ host: ViewHost, _ caption: String) {
        write("── \(caption) " + String(repeating: "─", count: max(0, 76 - caption.count)) + "\n")
        write(host.render().plainText + "\n")
    }
}

/// Writes to standard output unbuffered, so screens and errors stay in order in a log.
private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
