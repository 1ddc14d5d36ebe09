import ArgumentParser
import Foundation
import PayRedLaunch
import PayRedScripted

/// `payred-demo`: the scripted journey through the real stack, each screen printed as text.
@main
struct PayRedDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payred-demo",
        abstract: "Play a scripted journey through the PayRed app and print every screen as text.",
        discussion: """
        The keystrokes go through the app's real stack (view models, use cases, HTTP, SQLite, an \
        embedded gateway): registration, unlock, a wrong-PIN lockout, relaunches, the tabs, a \
        transfer retried after a cut connection, payees, the profile, a PIN change, \
        notifications, the update offer and logout; then a second person who is paid live and \
        requests money back with a link. It needs no terminal and exits 1 on any screen that \
        does not come.
        """
    )

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        "Keep the journey's data in this directory, which must be empty or new (default: a temporary directory, removed afterwards).",
        valueName: "directory"
    ))
    var dataDir: String?

    func validate() throws {
        if let dataDir, dataDir.isEmpty {
            throw ValidationError("--data-dir needs a directory path.")
        }
    }

    func run() async throws {
        try await DemoJourney(dataDirectory: dataDir.map(AppPaths.directory)).run()
    }
}
