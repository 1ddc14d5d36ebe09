/// How serious a violation is. `error` fails `cleanarch check`; `warning` is reported only.
public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
