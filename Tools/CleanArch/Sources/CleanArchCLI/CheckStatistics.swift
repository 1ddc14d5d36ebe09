import CleanArchModel
import CleanArchParsing

/// `check --stats`: enough to see at once whether the whole workspace was read.
struct CheckStatistics {
    let loaded: LoadResult
    let rulesTime: Duration

    var text: String {
        let workspace = loaded.workspace
        let statistics = loaded.statistics
        let targets = workspace.packages.flatMap(\.targets)
        let placed = targets.reduce(0) { $0 + $1.files.count }
        var lines = [
            "cleanarch statistics:",
            "  packages: \(workspace.packages.count) (\(statistics.manifests) manifests read"
                + (statistics.otherManifests > 0 ? ", \(statistics.otherManifests) for other toolchains" : "") + ")",
            "  targets: \(targets.count), of which \(targets.filter { $0.files.isEmpty }.count) without Swift files",
            "  Swift files: \(statistics.sources) found, \(placed) in targets, \(workspace.looseFiles.count) loose; "
                + "\(statistics.parsedSources) parsed, \(max(statistics.sources - statistics.parsedSources, 0)) from the cache",
        ]
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
        let notes = loaded.diagnostics.count - warnings
        lines.append("  not read: \(warnings) (warnings above); assumed: \(notes) (notes above)")
        if !statistics.skipped.isEmpty {
            lines.append("  skipped directories: \(statistics.skipped.count)")
            lines += statistics.skipped.map { "    \($0.path): \($0.reason)" }
        }
        let phases = statistics.phases + [("rules", rulesTime)]
        lines.append("  time: " + phases.map { "\($0.name) \(Self.milliseconds($0.time)) ms" }.joined(separator: ", "))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `time` in whole milliseconds.
    private static func milliseconds(_ time: Duration) -> Int {
        Int((Double(time.components.seconds) * 1000 + Double(time.components.attoseconds) / 1e15).rounded())
    }
}
