import ArgumentParser
import Foundation
import PayRedDI

/// `payred`: the PayRed wallet in the terminal.
@main
struct PayRedApp: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payred",
        abstract: "PayRed, a Clean Architecture wallet app, in your terminal.",
        discussion: """
        By default payred starts an embedded PayRed gateway with demo data on 127.0.0.1 and \
        opens the app in the terminal. Sign in as demo@payred.app (a registered user) or any \
        other address (a new user).

        Keys: Tab / Shift-Tab move between fields, Space ticks a box, Enter presses a button, \
        Esc goes back, closes a sheet or cancels a request, Ctrl-C quits.

        --demo plays a scripted journey through the real stack (view models, use cases, HTTP, \
        SQLite, the embedded gateway): registration, unlock, a wrong-PIN lockout, relaunches, the \
        tabs, a transfer retried after a cut connection, payees, the profile, a PIN change, \
        notifications, the update offer and logout, and prints every screen as text; it needs no \
        terminal.
        """,
        version: PayRedConfiguration.releasedVersion,
        subcommands: [OpenLinkCommand.self]
    )

    @Option(help: "Use the PayRed gateway at this URL instead of the embedded one, e.g. http://127.0.0.1:8080.")
    var gateway: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "The directory for everything the app writes: its SQLite database, its log and its encrypted secure store.",
        discussion: "Default: $XDG_DATA_HOME/PayRed when XDG_DATA_HOME is set, else \(AppPaths.defaultDataDirectory(environment: [:]).path). With --demo: a temporary directory, removed afterwards; a directory given must be empty or new.",
        valueName: "directory"
    ))
    var dataDir: String?

    @Option(name: .customLong("auto-lock-after"), help: ArgumentHelp(
        "Lock the app after this many seconds without a key press, for this run (default: the Auto-lock chosen in Settings, 5 minutes unless changed).",
        valueName: "seconds"
    ))
    var autoLockAfter: Int?

    @Flag(help: "Play a scripted journey (registration, unlock, lockout, relaunch, logout) and print each screen as text, without a terminal.")
    var demo = false

    @Option(name: .customLong("benchmark-keys"), help: ArgumentHelp(
        "Time N tab switches and N push/pop pairs against the embedded demo, headless, and print the cost per key (see docs/benchmarks.md).",
        valueName: "N",
        visibility: .hidden
    ))
    var benchmarkKeys: Int?

    @Option(name: .customLong("benchmark-live-events"), help: ArgumentHelp(
        "Time N transfers from another user to the demo user's screen, headless, and print the latency (see docs/benchmarks.md).",
        valueName: "N",
        visibility: .hidden
    ))
    var benchmarkLiveEvents: Int?

    func validate() throws {
        if let dataDir, dataDir.isEmpty {
            throw ValidationError("--data-dir needs a directory path.")
        }
        if let autoLockAfter, !(1...86_400).contains(autoLockAfter) {
            throw ValidationError("--auto-lock-after takes whole seconds from 1 to 86400 (a day); got \(autoLockAfter).")
        }
        if let benchmarkLiveEvents, !(1...100_000).contains(benchmarkLiveEvents) {
            throw ValidationError("--benchmark-live-events takes 1 to 100000 transfers; got \(benchmarkLiveEvents).")
        }
        if let benchmarkKeys, !(10...1_000_000).contains(benchmarkKeys) {
            throw ValidationError("--benchmark-keys takes 10 to 1000000 keys; got \(benchmarkKeys).")
        }
        if demo, gateway != nil {
            throw ValidationError("--demo plays against the embedded gateway, whose mail it reads; drop --gateway.")
        }
        if let gateway, AppPaths.gatewayURL(gateway) == nil {
            throw ValidationError("--gateway must be an http or https URL, e.g. http://127.0.0.1:8080; got \"\(gateway)\".")
        }
    }

    func run() async throws {
        if let benchmarkLiveEvents {
            try await LiveEventLatencyBenchmark(transfers: benchmarkLiveEvents).run()
        } else if let benchmarkKeys {
            try await KeyCostBenchmark(keys: benchmarkKeys).run()
        } else if demo {
            try await DemoJourney(dataDirectory: dataDir.map(AppPaths.directory)).run()
        } else {
            try await InteractiveSession(
                gatewayURL: gateway.flatMap(AppPaths.gatewayURL),
                dataDirectory: dataDir.map(AppPaths.directory) ?? AppPaths.defaultDataDirectory(),
                autoLockAfter: autoLockAfter.map { .seconds($0) }
            ).run()
        }
    }
}
