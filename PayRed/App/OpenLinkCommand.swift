import ArgumentParser
import Foundation
import Localization
import PayRedDI
import PayRedLaunch

/// `payred open URL`: hands a link to the running app, or starts the app with it.
struct OpenLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a payred:// link in the running app, or start the app with it.",
        discussion: """
        Links: payred://pay?iban=…&name=…&amount=…&currency=EUR&reference=… (a payment request: \
        the Transfer tab opens filled in, at its review, and nothing is sent before you confirm), \
        payred://cards/ID and payred://transactions/ID. A link that arrives while PayRed is locked \
        or signed out opens after you unlock or sign in. Give payred's --data-dir (and --gateway) \
        before `open`, e.g. payred --data-dir ~/payred open URL.
        """
    )

    @Argument(help: "The link, e.g. payred://pay?iban=DE35100101236114885928&amount=25.00&currency=EUR")
    var link: String

    /// `--data-dir` names the app to hand the link to; `--gateway` the one to start when none runs.
    @ParentCommand var app: PayRedApp

    func run() async throws {
        let directory = app.dataDir.map(AppPaths.directory) ?? AppPaths.defaultDataDirectory()
        if let answer = await LinkSocket.send(link, in: directory) {
            if answer.hasPrefix("refused: ") {
                FileHandle.standardError.write(Data("PayRed can't open this link. \(answer.dropFirst(9))\n".utf8))
                throw ExitCode(1)
            }
            print(answer.hasPrefix("waiting: ") ? String(answer.dropFirst(9)) : "Opened in PayRed.")
            return
        }
        try await InteractiveSession(
            gatewayURL: app.gateway.flatMap(AppPaths.gatewayURL), dataDirectory: directory,
            autoLockAfter: app.autoLockAfter.map { .seconds($0) }, language: app.language.flatMap(Language.init(code:)), link: link
        ).run()
    }
}
