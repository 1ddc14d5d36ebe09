import Foundation
import PayRedDI
import PayRedLaunch
import TerminalUI

/// The app the benchmarks drive: the real stack on the embedded demo gateway in a throwaway data
/// directory, drawn by a headless host of `size`, signed in as the demo user.
@MainActor
enum BenchmarkSession {
    /// Starts the app, signs in as demo@payred.app, runs `body` on Home, and shuts everything down.
    static func run(size: TerminalSize, _ body: (ViewHost, AppEnvironment) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payred-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = try await AppEnvironment.start(
            gatewayURL: nil, dataDirectory: directory, autoLockAfter: nil,
            latestVersion: PayRedConfiguration.releasedVersion
        )
        let host = ViewHost(size: size) {
            CoordinatorScreen(coordinator: environment.coordinator, inbox: nil).eraseToAnyView()
        }
        do {
            let journey = DemoJourney(dataDirectory: nil)
            try await journey.waitFor(.control("Email address"), on: host)
            try await journey.signIn(on: host, email: "demo@payred.app")
            try await journey.waitFor(.line("Enter your PIN"), on: host)
            host.type("123456")
            host.send(.enter)
            try await journey.waitFor(.line("Latest transactions"), on: host)
            try await body(host, environment)
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
    }
}
