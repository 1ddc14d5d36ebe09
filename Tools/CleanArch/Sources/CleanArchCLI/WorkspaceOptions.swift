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

    @Flag(help: "Read every file again instead of using the cache in PATH/.build/cleanarch.")
    var noCache = false

    var rootURL: URL {
        URL(fileURLWithPath: path).standardizedFileURL
    }

    /// Where cached results live; nil with `--no-cache`.
    var cacheDirectory: URL? {
        noCache ? nil : WorkspaceLoader.defaultCacheDirectory(root: rootURL)
    }

    /// Loads the workspace with its fingerprint, or the failure to report (exit 2) when the input is unreadable.
    func load() -> Result<LoadResult, LoadFailure> {
        Self.load(root: rootURL, configurationFile: config, cacheDirectory: cacheDirectory)
    }

    /// Loads the workspace at `root` with `configurationFile` (nil: `root/.cleanarch.yml` when
    /// present), or the failure to report (exit 2) when the input is unreadable.
    static func load(root: URL, configurationFile: String?, cacheDirectory: URL?) -> Result<LoadResult, LoadFailure> {
        do {
            let configuration = try configurationFile.map { try ConfigurationLoader.load(from: URL(fileURLWithPath: $0)) }
            let result = try WorkspaceLoader().load(root: root, configuration: configuration, cacheDirectory: cacheDirectory)
            guard result.diagnostics.isEmpty else {
                return .failure(LoadFailure(lines: result.diagnostics.map { diagnostic in
                    "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column): error: \(diagnostic.message)"
                }))
            }
            return .success(result)
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
