import Foundation
import GatewayTesting
import XCTest

/// The gateway's suites run once per engine (ADR 0016): this test runs every gateway test class
/// that touches storage (the money, auth and app route suites, the live gateway's, the facade's
/// and the tests of two instances sharing one database) again in a child process of this test
/// binary on PostgreSQL, and fails with the child's failures.
final class PostgresSuitesTests: XCTestCase {
    /// The test classes that run on PostgreSQL too: every class of these modules…
    private static let modules = ["GatewayMoneyTests.", "GatewayAuthTests.", "GatewayAppTests.", "PayRedGatewayTests."]
    /// …except these: this one, the SQLite file's own tests, and those that touch no storage.
    private static let excluded: Set = [
        "PayRedGatewayTests.PostgresSuitesTests", "PayRedGatewayTests.GatewayDatabaseFileTests",
        "PayRedGatewayTests.LedgerMigrationTests", "PayRedGatewayTests.DatabaseLocationTests",
        "PayRedGatewayTests.OpenAPIContractTests", "PayRedGatewayTests.GatewayConfigurationTests",
    ]

    func testTheGatewaySuitesPassOnPostgreSQL() async throws {
        guard TestEngine.current == .sqlite else { return }  // this is the child run
        let url = try await TestDatabases.postgresServerURL()
        let classes = try Self.testClasses()
        XCTAssertGreaterThan(classes.count, 20, "the suites were found")
        let output = try Self.runChild(arguments: [classes.joined(separator: ",")], url: url)
        let summary = output.split(separator: "\n").last { $0.contains("Executed") }.map { $0.trimmingCharacters(in: .whitespaces) }
        print("PostgreSQL suites: \(summary ?? "no summary: the run ended early")")
        let failures = output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains("Fatal error") }
        XCTAssertTrue(
            summary?.contains("with 0 failures") == true,
            "the suites failed on PostgreSQL:\n" + (failures.isEmpty ? [output.suffix(2_000)] : failures.prefix(40)).joined(separator: "\n")
        )
    }

    /// The classes to run, from the test binary's own list.
    private static func testClasses() throws -> [String] {
        let listing = try runChild(arguments: ["--list-tests"], url: nil)
        let classes = listing.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let name = String(line[..<slash]).trimmingCharacters(in: .whitespaces)
            return modules.contains(where: name.hasPrefix) && !excluded.contains(name) ? name : nil
        }
        return Array(Set(classes)).sorted()
    }

    /// Runs this test binary with `arguments` on PostgreSQL; returns its output, read to its end
    /// (the run's summary line tells how it went: `waitUntilExit` can miss the exit when called
    /// from a cooperative thread).
    private static func runChild(arguments: [String], url: String?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[TestEngine.variable] = TestEngine.postgres.rawValue
        environment["PAYRED_TEST_POSTGRES_URL"] = url
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
