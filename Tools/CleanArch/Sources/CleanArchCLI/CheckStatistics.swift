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
        let placed = Set(targets.flatMap(\.files)).count
        let resources = workspace.resourceFiles.count
        let unchecked = max(statistics.sources - placed - resources - workspace.looseFiles.count, 0)
        let read = workspace.packages.count
        var lines = [
            "cleanarch statistics:",
            "  packages: \(read) (\(statistics.manifests) manifests found, \(read) read"
                + (statistics.otherManifests > 0 ? ", \(statistics.otherManifests) more for other toolchains" : "")
                + "); \(workspace.resolvedPackages.manifests.count) checked-out packages read for their products",
            "  targets: \(targets.count), of which \(targets.filter { $0.files.isEmpty }.count) without Swift files",
            "  Swift files: \(statistics.sources) found = \(placed) in targets + \(resources) in resources + "
                + "\(workspace.looseFiles.count) loose + \(unchecked) in targets or packages not checked (see the input diagnostics); "
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
