import ArgumentParser
import Foundation
import Localization
import PayRedDI
import PayRedLaunch

/// `payred open URL`: hands a link to the running app, or starts the app with it.
struct OpenLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: Strings.App.Open.abstract,
        discussion: Strings.App.Open.discussion
    )

    @Argument(help: ArgumentHelp(Strings.App.Open.link))
    var link: String

    /// `--data-dir` names the app to hand the link to; `--gateway` the one to start when none runs.
    @ParentCommand var app: PayRedApp

    func run() async throws {
        let directory = app.dataDir.map(AppPaths.directory) ?? AppPaths.defaultDataDirectory()
        if let answer = await LinkSocket.send(link, in: directory) {
            if answer.hasPrefix("refused: ") {
                FileHandle.standardError.write(Data((Strings.App.Open.refused(String(answer.dropFirst(9))) + "\n").utf8))
                throw ExitCode(1)
            }
            print(answer.hasPrefix("waiting: ") ? String(answer.dropFirst(9)) : Strings.App.Open.opened)
            return
        }
        try await InteractiveSession(
            gatewayURL: app.gateway.flatMap(AppPaths.gatewayURL), dataDirectory: directory,
            autoLockAfter: app.autoLockAfter.map { .seconds($0) }, language: app.language.flatMap(Language.init(code:)), link: link
        ).run()
    }
}
