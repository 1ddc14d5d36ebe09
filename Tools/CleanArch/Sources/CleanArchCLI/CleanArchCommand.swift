import ArgumentParser

/// `cleanarch`: checks a Swift workspace against the Clean Architecture blueprint.
public struct CleanArchCommand: ParsableCommand {
    public static let version = "0.3.0"

    public static let configuration = CommandConfiguration(
        commandName: "cleanarch",
        abstract: "Check a SwiftPM workspace against the Clean Architecture blueprint, draw its module graph, scaffold components and generate test doubles.",
        discussion: """
        Reads every Package.swift statically (nothing is compiled or run) and every Swift file's imports and \
        declarations. Exit codes: 0 clean, 1 violations at error severity, 2 usage error or unusable root or configuration, 3 partial (part of the workspace could not be read; the rest was checked and reported, violations included).
        """,
        version: version,
        subcommands: [
            CheckCommand.self, GraphCommand.self, NewCommand.self, DoublesCommand.self, ManifestsCommand.self, RulesCommand.self,
            ExplainCommand.self, StringsCommand.self,
        ]
    )

    public init() {}

    /// Parses `arguments` (without the program name), runs the subcommand, and maps every
    /// failure to its exit code: help and version exit 0, usage errors 2.
    public static func main(arguments: [String]) -> CommandResult {
        do {
            var command = try parseAsRoot(arguments)
            guard let executable = command as? any ExecutableCommand else {
                // The root without a subcommand, or `help` / `--help` anywhere: their `run()`
                // throws the help request of the right command, which is printed below.
                try command.run()
                return CommandResult()
            }
            return try executable.execute()
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                return CommandResult(standardOutput: message + "\n")
            }
            return .failure(message)
        }
    }
}
