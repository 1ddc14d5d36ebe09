import Foundation

/// The engine the gateway suites run on in this test process: SQLite in memory by default,
/// PostgreSQL when `PAYRED_TEST_ENGINE=postgres` (`PostgresSuitesTests` runs the suites so).
public enum TestEngine: String, Sendable {
    case sqlite
    case postgres

    /// The environment variable that chooses the engine.
    public static let variable = "PAYRED_TEST_ENGINE"

    public static let current: TestEngine =
        ProcessInfo.processInfo.environment[variable].flatMap(TestEngine.init(rawValue:)) ?? .sqlite
}
