/// What a command printed and how it ended; `cleanarch`'s entry point writes it out.
public struct CommandResult: Equatable, Sendable {
    public var standardOutput: String
    public var standardError: String
    /// 0 clean, 1 violations at error severity, 2 usage error or unusable root or configuration,
    /// 3 partial: part of the workspace could not be read; the rest was processed and reported,
    /// violations included.
    public var exitCode: Int32

    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// The exit code of a partial result.
    static let partialExitCode: Int32 = 3

    /// A usage or input failure: `message` on standard error, exit code 2.
    static func failure(_ message: String) -> CommandResult {
        CommandResult(standardError: message.hasSuffix("\n") ? message : message + "\n", exitCode: 2)
    }
}
