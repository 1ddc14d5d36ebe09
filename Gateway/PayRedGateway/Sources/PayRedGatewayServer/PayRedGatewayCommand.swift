import ArgumentParser
import Foundation
import GatewayCore
import GatewayMoney
import Logging
import PayRedGateway

/// `payred-gateway`: serves the PayRed backend over HTTP.
@main
struct PayRedGatewayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payred-gateway",
        abstract: "Serve the PayRed gateway, the backend of the PayRed wallet app.",
        discussion: "Stops gracefully on SIGINT (Ctrl-C) or SIGTERM."
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port, printed on start.")
    var port = 8080

    @Option(help: ArgumentHelp(
        "Where to keep the data: a SQLite file, created if missing, or postgres://user[:password]@host[:port]/database, which any number of gateway processes may share. Without it (and without PAYRED_DATABASE_URL) the data lives in memory.",
        valueName: "file-or-url"
    ))
    var database: String?

    @Option(help: ArgumentHelp("PostgreSQL only: connections (and transactions at once) per gateway process.", valueName: "count"))
    var databasePoolSize = PostgresOptions().poolSize

    @Option(help: ArgumentHelp("PostgreSQL only: longest a statement may run before the server cancels it.", valueName: "milliseconds"))
    var statementTimeout = PostgresOptions().statementTimeoutMilliseconds

    @Flag(help: "Seed demo data (user demo@payred.app) into an empty database.")
    var demo = false

    @Flag(help: "Check the --database's ledger (every movement sums to zero, every balance equals its entries) and exit: 0 when it holds, 1 when not.")
    var verifyLedger = false

    @Option(help: ArgumentHelp(
        "For development and tests: how long an access token works, in seconds (also the session's expiresIn).",
        valueName: "seconds"
    ))
    var accessTokenLifetime = Int(GatewayConfiguration.defaultAccessTokenLifetime)

    @Option(help: ArgumentHelp("The newest app version, announced at /v1/app/version (major.minor.patch).", valueName: "version"))
    var latestVersion = "1.0.0"

    @Option(help: ArgumentHelp(
        "The oldest app version that may be used; older apps are told to update (major.minor.patch, not newer than --latest-version).",
        valueName: "version"
    ))
    var minimumVersion = "1.0.0"

    @Option(help: ArgumentHelp("Close a connection that sends nothing (not even a whole request head) for this long.", valueName: "seconds"))
    var idleTimeout = 30

    @Option(help: ArgumentHelp("Verification codes one address may be sent per 10 minutes; more get 429.", valueName: "count"))
    var codesPerAddress = AbuseLimits().codesPerAddress

    @Option(help: ArgumentHelp("Code and PIN attempts (verify, unlock) one client address may make per minute; more get 429.", valueName: "count"))
    var attemptsPerClient = AbuseLimits().attemptsPerClient

    @Option(help: ArgumentHelp("PIN hashes computed at once; up to 16 more wait, the rest get 503.", valueName: "count"))
    var pinHashConcurrency = AbuseLimits().pinHashConcurrency

    func validate() throws {
        let location = try databaseLocation()
        if verifyLedger, location == .memory {
            throw ValidationError("--verify-ledger needs --database: the database whose ledger to check.")
        }
        guard (1...256).contains(databasePoolSize) else {
            throw ValidationError("--database-pool-size must be between 1 and 256, got \(databasePoolSize).")
        }
        guard (100...3_600_000).contains(statementTimeout) else {
            throw ValidationError("--statement-timeout must be between 100 and 3600000 milliseconds, got \(statementTimeout).")
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port).")
        }
        let maximumLifetime = Int(GatewayConfiguration.maximumAccessTokenLifetime)
        guard (1...maximumLifetime).contains(accessTokenLifetime) else {
            throw ValidationError("--access-token-lifetime must be between 1 and \(maximumLifetime) seconds, got \(accessTokenLifetime).")
        }
        guard (1...3_600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be between 1 and 3600 seconds, got \(idleTimeout).")
        }
        for (name, value) in [("--codes-per-address", codesPerAddress), ("--attempts-per-client", attemptsPerClient),
                              ("--pin-hash-concurrency", pinHashConcurrency)] where !(1...1_000_000).contains(value) {
            throw ValidationError("\(name) must be between 1 and 1000000, got \(value).")
        }
        do {
            _ = try configuration(port: port).appVersions()
        } catch {
            throw ValidationError("--latest-version and --minimum-version must be major.minor.patch, the minimum not newer than the latest; got \(latestVersion) and \(minimumVersion).")
        }
    }

    func run() async throws {
        if verifyLedger {
            return try await runLedgerVerification()
        }
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "payred.gateway")
        try await PayRedGateway.run(configuration(port: port), logger: logger) { [host] port in
            FileHandle.standardOutput.write(Data("PayRed gateway listening on http://\(host):\(port)\n".utf8))
        }
    }

    /// Checks the ledger of `--database`, prints the report and exits 1 when it does not hold.
    private func runLedgerVerification() async throws {
        do {
            let report = try await LedgerVerification.run(try databaseLocation(), logger: Logger(label: "payred.gateway"))
            FileHandle.standardOutput.write(Data(LedgerVerification.text(of: report).utf8))
            if !report.holds { throw ExitCode(1) }
        } catch let failure as LedgerVerification.Failure {
            FileHandle.standardError.write(Data("Error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// Where the data lives: `--database`, else the environment's `PAYRED_DATABASE_URL`, else memory.
    private func databaseLocation() throws -> DatabaseLocation {
        let value = database ?? ProcessInfo.processInfo.environment["PAYRED_DATABASE_URL"]
        do {
            return try DatabaseLocation(value)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The gateway's configuration from the options.
    private func configuration(port: Int) -> GatewayConfiguration {
        GatewayConfiguration(
            host: host,
            port: port,
            database: (try? databaseLocation()) ?? .memory, // checked by validate() before anything runs
            postgres: PostgresOptions(poolSize: databasePoolSize, statementTimeoutMilliseconds: statementTimeout),
            demo: demo,
            accessTokenLifetime: TimeInterval(accessTokenLifetime),
            latestVersion: latestVersion,
            minimumVersion: minimumVersion,
            idleTimeout: TimeInterval(idleTimeout),
            abuseLimits: AbuseLimits(
                codesPerAddress: codesPerAddress, attemptsPerClient: attemptsPerClient, pinHashConcurrency: pinHashConcurrency
            )
        )
    }
}
