import Foundation
import PayRedDI
import PayRedLaunch
import TerminalUI

/// `payred-demo`: a scripted sign-in through the real stack, each screen printed as text.
///
/// The keystrokes go through the same views, view models, use cases, HTTP client, gateway and
/// SQLite file as in the terminal app; only the terminal is replaced by a headless host.
public struct DemoJourney {
    /// Where the demo keeps its data (empty or new); nil uses a temporary directory, removed afterwards.
    let dataDirectory: URL?

    public init(dataDirectory: URL?) {
        self.dataDirectory = dataDirectory
    }

    /// How long a step may take before the demo gives up.
    private let stepTimeout: Duration = .seconds(15)

    @MainActor
    public func run() async throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("payred-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let directory = dataDirectory ?? temporary
        if let contents = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !contents.isEmpty {
            throw DemoError.dataDirectoryInUse(directory.path)
        }
        try await launch(over: directory, play: playRegistration)
        try await launch(over: directory, play: playRelaunchUnlockAndLockout)
        try await launch(over: directory, relayed: true, play: playRelaunchAfterLogout)
        try await launch(over: directory, latestVersion: "1.1.0") { host, _ in try await playUpdateOfferAndLogout(on: host) }
        try await playBetweenPeople(demoUserDirectory: directory)
        write("Demo finished: every screen above came from the real stack.\n")
    }

    /// Starts the app over `directory` as a process launch would (on `gatewayURL`, else on its
    /// embedded gateway announcing `latestVersion`, reached through a `DemoLink` when `relayed`),
    /// drawn on a terminal of `size`, plays `scene`, then quits it as Ctrl-C does (the database
    /// closed, the embedded gateway stopped, the container emptied).
    @MainActor
    func launch(
        over directory: URL,
        gatewayURL: URL? = nil,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        latestVersion: String = PayRedConfiguration.releasedVersion,
        relayed: Bool = false,
        play scene: (ViewHost, AppEnvironment) async throws -> Void
    ) async throws {
        let relay: (@Sendable (URL) async throws -> any GatewayRelay)? = relayed ? { @Sendable upstream -> any GatewayRelay in try await DemoLink.start(upstream: upstream) } : nil
        let environment = try await AppEnvironment.start(
            gatewayURL: gatewayURL,
            dataDirectory: directory,
            autoLockAfter: nil,
            latestVersion: latestVersion,
            relayed: relay
        )
        let host = ViewHost(size: size) {
            CoordinatorScreen(coordinator: environment.coordinator, inbox: environment.demoInbox).eraseToAnyView()
        }
        do {
            try await scene(host, environment)
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
    }

    /// Login, the demo user's unlock and logout, then a new user's registration.
    @MainActor
    private func playRegistration(on host: ViewHost, environment: AppEnvironment) async throws {
        try await waitFor(.control("Email address"), on: host)
        show(host, "1. The Login screen")

        try await signIn(on: host, email: "demo@payred")
        try await waitFor(.line("Please enter a valid email address, like name@example.com."), on: host)
        show(host, "2. An invalid email: the use case refuses it before any request")
        host.send(.enter)

        try await signIn(on: host, email: "demo@payred.app", acceptTerms: false)
        try await waitFor(.line("Enter your PIN"), on: host)
        show(host, "3. demo@payred.app is registered: the PIN comes next")
        host.type("123456")
        host.send(.enter)
        try await waitFor(.line("Hello, Demo User"), on: host)
        show(host, "4. The right PIN opens the session; Home loads the profile with its token")

        try await logOut(on: host)
        try await waitFor(.control("Email address"), on: host)
        try await signIn(on: host, email: "newcomer@payred.app")
        try await waitFor(.line("Verify your email"), on: host)
        show(host, "5. Log out, then a new user: the gateway emails a code (the demo inbox banner)")

        guard let code = environment.demoInbox?.lastCode else { throw DemoError.noMail }
        host.type(code)
        try await waitFor(.line("Your name"), on: host)
        host.type("Nia")
        host.send(.enter)
        host.type("Okafor")
        host.send(.enter)
        try await waitFor(.line("Create a PIN"), on: host)
        host.type("111111")
        host.send(.enter)
        try await waitFor(.line("That PIN is one digit repeated, which is easy to guess. Choose another."), on: host)
        show(host, "6. The code is right; the new user gives the name others will see; a weak PIN is refused with the reason")
        host.type("482915")
        host.send(.enter)
        try await waitFor(.line("Confirm your PIN"), on: host)
        host.type("482915")
        host.send(.enter)
        try await waitFor(.line("Hello, Nia Okafor"), on: host)
        show(host, "7. PIN created and confirmed: the new user is signed in. Now quit (Ctrl-C)")
    }

    /// The relaunch opens the Lock screen; the PIN unlocks; Lock now, then a wrong-PIN lockout.
    @MainActor
    private func playRelaunchUnlockAndLockout(on host: ViewHost, environment: AppEnvironment) async throws {
        try await waitFor(.line("Enter your PIN"), on: host)
        show(host, "8. Relaunched: the stored session opens the Lock screen, not Login")
        host.type("482915")
        host.send(.enter)
        try await waitFor(.line("Hello, Nia Okafor"), on: host)

        host.focus(label: "Lock now")
        host.send(.enter)
        try await waitFor(.line("Enter your PIN"), on: host)
        for _ in 0..<5 {
            host.type("000000")
            host.send(.enter)
            try await waitWhile("Unlocking", on: host)
        }
        try await waitFor(.line("Enter your PIN"), showing: "Too many wrong PINs: locked until", on: host)
        show(host, "9. Unlocked, locked again, then five wrong PINs: the lockout, counting down to its end")

        try await logOut(on: host)
        try await waitFor(.control("Email address"), on: host)
        show(host, "10. Log out from the Lock screen, after confirming: the device forgets the session. Now quit")
    }

    /// After a logout, a relaunch starts at Login; then the tabs, moving money and the Menu.
    @MainActor
    private func playRelaunchAfterLogout(on host: ViewHost, environment: AppEnvironment) async throws {
        try await waitFor(.control("Email address"), on: host)
        show(host, "11. Relaunched after the logout: Login, with nothing remembered")
        try await playTabs(on: host)
        try await playMoneyAndMenu(on: host, link: environment.relay as? DemoLink)
    }

    /// Types `email`, ticks the terms when asked, and presses Continue.
    @MainActor
    func signIn(on host: ViewHost, email: String, acceptTerms: Bool = true) async throws {
        host.focus(label: "Email address")
        host.send(.end)
        host.send(.ctrl("u"))
        host.type(email)
        if acceptTerms {
            host.focus(label: "I accept the terms and conditions")
            host.send(.character(" "))
            try await waitFor(.line("[x] I accept the terms and conditions"), on: host)
        }
        host.focus(label: "Continue")
        host.send(.enter)
    }

    /// Presses Log out, then confirms in the question it asks (whose focus starts on Cancel).
    @MainActor
    func logOut(on host: ViewHost) async throws {
        host.focus(label: "Log out")
        host.send(.enter)
        try await waitFor(.line("Log out?"), on: host)
        host.focus(label: "Log out")
        host.send(.enter)
    }

    /// Waits until the real stack shows the screen `screen` marks and, on it at the same time,
    /// `text` (data inside a row); never for text alone, which another screen may also show.
    /// A request that was only slow (on a loaded machine) may end on Retry instead: as a person
    /// would, the journey presses it once, says so, and waits again.
    @MainActor
    func waitFor(_ screen: ScreenMark, showing text: String? = nil, on host: ViewHost) async throws {
        let expected = "\(screen)" + (text.map { " showing \"\($0)\"" } ?? "")
        let shown = { (host: ViewHost) in screen.isShown(on: host) && text.map { host.render().plainText.contains($0) } ?? true }
        do {
            try await host.waitUntil(expected, timeout: stepTimeout, shown)
        } catch let timeout as ViewHost.ScreenWaitTimeout {
            guard host.focus(label: "Retry") else { throw timeout }
            write("(Waiting for \(expected), the screen offered Retry, as a slow request does on a loaded machine: pressed once.)\n")
            host.send(.enter)
            try await host.waitUntil(expected, timeout: stepTimeout, shown)
        }
    }

    /// Lets a request start, then waits until the real stack no longer shows `text` (its progress).
    @MainActor
    func waitWhile(_ text: String, on host: ViewHost) async throws {
        let deadline = ContinuousClock.now + stepTimeout
        repeat {
            try await Task.sleep(for: .milliseconds(50))
        } while host.render().plainText.contains(text) && ContinuousClock.now < deadline
    }

    @MainActor
    func show(_ host: ViewHost, _ caption: String) {
        write("── \(caption) " + String(repeating: "─", count: max(0, 76 - caption.count)) + "\n")
        write(host.render().plainText + "\n")
    }
}

extension DemoJourney {
    /// Writes to standard output unbuffered, so screens and errors stay in order in a log.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Why the demo cannot go on.
enum DemoError: Error, CustomStringConvertible {
    /// The embedded gateway sent no code for the new user.
    case noMail
    /// The second user's Home showed no IBAN to pay.
    case noIBAN
    /// The second user's request showed no link.
    case noRequestLink
    /// The gateway's ledger check found a problem after the journey.
    case ledgerDoesNotHold
    /// The data directory given already holds an app's data, which the journey would not start from.
    case dataDirectoryInUse(String)
    /// No row of the list on screen shows this title.
    case noRow(String)

    var description: String {
        switch self {
        case .noMail: "The embedded gateway sent no verification code, so the demo cannot register the new user."
        case .noIBAN: "The second user's Home showed no IBAN, so the demo user cannot pay them."
        case .noRequestLink: "The second user's request showed no payred:// link to open."
        case .ledgerDoesNotHold: "The gateway's ledger does not hold after the journey (see above)."
        case .dataDirectoryInUse(let path): "The demo starts from a new install: \(path) is not empty. Give an empty or new --data-dir, or none."
        case .noRow(let title): "No row titled '\(title)' could be selected on the screen shown."
        }
    }
}
