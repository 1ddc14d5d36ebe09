import CleanArchModel

/// A problem with the workspace's input rather than its architecture: a part that could not be
/// read (a warning: the result is partial) or an assumption made while reading it (a note).
public struct InputDiagnostic: Codable, Hashable, Sendable {
    public var location: SourceLocation
    /// `warning` or `note`.
    public var severity: String
    public var message: String

    public init(location: SourceLocation, severity: String, message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// Whether the result misses what this names.
    public var makesPartial: Bool { severity == "warning" }

    /// `path:line:col: warning: [input] message`.
    var line: String {
        "\(location.position): \(severity): [input] \(message.singleLine)"
    }
}
