import ArgumentParser
import Foundation
import Localization
import PayRedDI
import PayRedLaunch

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

        The scripted journey through the real stack is its own program: swift run payred-demo.
        """,
        version: PayRedConfiguration.releasedVersion,
        subcommands: [OpenLinkCommand.self]
    )

    @Option(help: "Use the PayRed gateway at this URL instead of the embedded one, e.g. http://127.0.0.1:8080.")
    var gateway: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "The directory for everything the app writes: its SQLite database, its log and its encrypted secure store.",
        discussion: "Default: $XDG_DATA_HOME/PayRed when XDG_DATA_HOME is set, else \(AppPaths.defaultDataDirectory(environment: [:]).path).",
        valueName: "directory"
    ))
    var dataDir: String?

    @Option(name: .customLong("auto-lock-after"), help: ArgumentHelp(
        "Lock the app after this many seconds without a key press, for this run (default: the Auto-lock chosen in Settings, 5 minutes unless changed).",
        valueName: "seconds"
    ))
    var autoLockAfter: Int?

    @Option(help: ArgumentHelp(
        "Show the app in this language: en (English) or de (German). Default: the language LC_ALL, LC_MESSAGES or LANG names, else English.",
        valueName: "language"
    ))
    var language: String?

    /// The scripted journey moved to `payred-demo`; the flag stays hidden to say so.
    @Flag(help: .hidden)
    var demo = false

    func validate() throws {
        if let dataDir, dataDir.isEmpty {
            throw ValidationError("--data-dir needs a directory path.")
        }
        if let autoLockAfter, !(1...86_400).contains(autoLockAfter) {
            throw ValidationError("--auto-lock-after takes whole seconds from 1 to 86400 (a day); got \(autoLockAfter).")
        }
        if demo {
            throw ValidationError("The scripted demo is its own program now: run `swift run payred-demo` (its --help says more).")
        }
        if let language, Language(code: language) == nil {
            throw ValidationError("--language takes en or de; got \"\(language)\".")
        }
        if let gateway, AppPaths.gatewayURL(gateway) == nil {
            throw ValidationError("--gateway must be an http or https URL, e.g. http://127.0.0.1:8080; got \"\(gateway)\".")
        }
    }

    func run() async throws {
        try await InteractiveSession(
            gatewayURL: gateway.flatMap(AppPaths.gatewayURL),
            dataDirectory: dataDir.map(AppPaths.directory) ?? AppPaths.defaultDataDirectory(),
            autoLockAfter: autoLockAfter.map { .seconds($0) },
            language: language.flatMap(Language.init(code:))
        ).run()
    }
}
