import Foundation
import PackagePlugin

/// `swift package cleanarch <command> [options]`: runs `cleanarch` on the package it is invoked
/// in (its directory is the default PATH), with the arguments given, and fails when it fails.
@main
struct CleanArchPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "cleanarch").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CleanArchFailure(status: process.terminationStatus)
        }
    }
}

/// `cleanarch` exited non-zero: 1 violations, 2 bad input, 3 a partial result.
struct CleanArchFailure: Error, CustomStringConvertible {
    let status: Int32

    var description: String { "cleanarch exited with status \(status)" }
}
