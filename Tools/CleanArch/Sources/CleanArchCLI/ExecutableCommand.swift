import ArgumentParser

/// A subcommand that computes its output instead of printing it, so tests can run it in-process.
protocol ExecutableCommand: ParsableCommand {
    func execute() throws -> CommandResult
}
