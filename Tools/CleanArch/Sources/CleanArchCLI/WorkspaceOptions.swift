import ArgumentParser
import CleanArchModel
import CleanArchParsing
import Foundation

/// The options every workspace-reading command shares.
struct WorkspaceOptions: ParsableArguments {
    @Argument(help: "The workspace root (default: the current directory).", completion: .directory)
    var path: String = "."

    @Option(help: "The configuration file (default: PATH/.cleanarch.yml when present).", completion: .file())
    var config: String?

    @Flag(help: "Read every file again instead of reusing the cache in PATH/.build/cleanarch (the cache is still refreshed).")
    var noCache = false

    var rootURL: URL {
        URL(fileURLWithPath: path).standardizedFileURL
    }

    /// Where cached results live: read unless `--no-cache`, written in any case.
    var cacheDirectory: URL {
        WorkspaceLoader.defaultCacheDirectory(root: rootURL)
    }

    /// Loads the workspace with its fingerprint and what could not be read, or the failure to
    /// report (exit 2) when the root or the configuration is unusable, or the root holds no
    /// `Package.swift` at all (nothing to check is not a clean workspace).
    func load(readingSources: Bool = true) -> Result<LoadResult, LoadFailure> {
        read(readingSources: readingSources).map { $0.assembled() }
    }

    /// The first half of `load` (`WorkspaceLoader.read`), failing as `load` does.
    func read(readingSources: Bool = true) -> Result<WorkspaceReading, LoadFailure> {
        do {
            let configuration = try config.map { try ConfigurationLoader.load(from: URL(fileURLWithPath: $0)) }
            let reading = try WorkspaceLoader().read(root: rootURL, configuration: configuration, cacheDirectory: cacheDirectory,
                                                     reusingCache: !noCache, readingSources: readingSources)
            guard reading.statistics.manifests + reading.statistics.otherManifests > 0 else {
                return .failure(LoadFailure(lines: [
                    "error: no Package.swift in \(rootURL.path) or below it: cleanarch reads SwiftPM workspaces",
                ]))
            }
            return .success(reading)
        } catch {
            return .failure(LoadFailure(lines: ["error: \(error)"]))
        }
    }
}

/// Why a workspace could not be read: one diagnostic per line.
struct LoadFailure: Error {
    let lines: [String]

    var result: CommandResult {
        .failure(lines.joined(separator: "\n"))
    }
}
