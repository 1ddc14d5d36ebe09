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
        abstract: Strings.App.Help.abstract,
        discussion: Strings.App.Help.discussion,
        version: PayRedConfiguration.releasedVersion,
        subcommands: [OpenLinkCommand.self]
    )

    @Option(help: ArgumentHelp(Strings.App.Help.gateway))
    var gateway: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(
        Strings.App.Help.dataDir,
        discussion: Strings.App.Help.dataDirDefault(AppPaths.defaultDataDirectory(environment: [:]).path),
        valueName: Strings.App.Help.directory
    ))
    var dataDir: String?

    @Option(name: .customLong("auto-lock-after"), help: ArgumentHelp(
        Strings.App.Help.autoLockAfter,
        valueName: Strings.App.Help.seconds
    ))
    var autoLockAfter: Int?

    @Option(help: ArgumentHelp(
        Strings.App.Help.language,
        valueName: Strings.App.Help.languageValue
    ))
    var language: String?

    /// The scripted journey moved to `payred-demo`; the flag stays hidden to say so.
    @Flag(help: .hidden)
    var demo = false

    /// Shows the help, the errors and the app in the language asked for, before any of them is
    /// worded: `--language` on the command line, else the environment's.
    static func main() async {
        Language.current = launchLanguage(arguments: CommandLine.arguments) ?? Language.preferred(by: ProcessInfo.processInfo.environment)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// The language `--language de` or `--language=de` names in `arguments`, if any.
    static func launchLanguage(arguments: [String]) -> Language? {
        let values = zip(arguments, arguments.dropFirst()).compactMap { $0 == "--language" ? $1 : nil }
            + arguments.compactMap { $0.hasPrefix("--language=") ? String($0.dropFirst("--language=".count)) : nil }
        return values.last.flatMap(Language.init(code:))
    }

    func validate() throws {
        if let dataDir, dataDir.isEmpty {
            throw ValidationError(Strings.App.Errors.dataDirEmpty)
        }
        if let autoLockAfter, !(1...86_400).contains(autoLockAfter) {
            throw ValidationError(Strings.App.Errors.autoLockRange(autoLockAfter))
        }
        if demo {
            throw ValidationError(Strings.App.Errors.demoMoved)
        }
        if let language, Language(code: language) == nil {
            throw ValidationError(Strings.App.Errors.languageUnknown(language))
        }
        if let gateway, AppPaths.gatewayURL(gateway) == nil {
            throw ValidationError(Strings.App.Errors.gatewayURL(gateway))
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
