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
        Self.load(root: rootURL, configurationFile: config, cacheDirectory: cacheDirectory, reusingCache: !noCache,
                  readingSources: readingSources)
            .flatMap { loaded in
                loaded.statistics.manifests + loaded.statistics.otherManifests > 0 ? .success(loaded) : .failure(LoadFailure(lines: [
                    "error: no Package.swift in \(rootURL.path) or below it: cleanarch reads SwiftPM workspaces",
                ]))
            }
    }

    /// Loads the workspace at `root` with `configurationFile` (nil: `root/.cleanarch.yml` when
    /// present), or the failure to report (exit 2) when the root or the configuration is unusable.
    /// Parts that cannot be read do not fail the load: they are its diagnostics.
    static func load(root: URL, configurationFile: String?, cacheDirectory: URL?, reusingCache: Bool = true,
                     readingSources: Bool = true) -> Result<LoadResult, LoadFailure> {
        do {
            let configuration = try configurationFile.map { try ConfigurationLoader.load(from: URL(fileURLWithPath: $0)) }
            return .success(try WorkspaceLoader().load(root: root, configuration: configuration, cacheDirectory: cacheDirectory,
                                                       reusingCache: reusingCache, readingSources: readingSources))
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
