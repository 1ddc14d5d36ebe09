import CleanArchParsing

/// `check --stats`: enough to see at once whether the whole workspace was read.
struct CheckStatistics {
    let statistics: LoadStatistics
    let counts: WorkspaceCounts
    let diagnostics: [LoadDiagnostic]

    var text: String {
        let unchecked = max(statistics.sources - counts.placedFiles - counts.resourceFiles - counts.looseFiles, 0)
        var lines = [
            "cleanarch statistics:",
            "  packages: \(counts.packages) (\(statistics.manifests) manifests found, \(counts.packages) read"
                + (statistics.otherManifests > 0 ? ", \(statistics.otherManifests) more for other toolchains" : "")
                + "); \(counts.checkedOutPackages) checked-out packages read for their products",
            "  targets: \(counts.targets), of which \(counts.targetsWithoutFiles) without Swift files",
            "  Swift files: \(statistics.sources) found = \(counts.placedFiles) in targets + \(counts.resourceFiles) in resources + "
                + "\(counts.looseFiles) loose + \(unchecked) in targets or packages not checked (see the input diagnostics); "
                + "\(statistics.parsedSources) parsed, \(max(statistics.sources - statistics.parsedSources, 0)) from the cache",
        ]
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - warnings
        lines.append("  not read: \(warnings) (warnings above); assumed: \(notes) (notes above)")
        if !statistics.skipped.isEmpty {
            lines.append("  skipped directories: \(statistics.skipped.count)")
            lines += statistics.skipped.map { "    \($0.path): \($0.reason)" }
        }
        lines.append("  time: " + statistics.phases.map { "\($0.name) \(Self.milliseconds($0.time)) ms" }.joined(separator: ", "))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `time` in whole milliseconds.
    private static func milliseconds(_ time: Duration) -> Int {
        Int((Double(time.components.seconds) * 1000 + Double(time.components.attoseconds) / 1e15).rounded())
    }
}
