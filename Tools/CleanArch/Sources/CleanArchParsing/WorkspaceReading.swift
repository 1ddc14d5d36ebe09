import CleanArchModel

/// A workspace whose files are found and read but whose targets are not yet placed on them
/// (`WorkspaceLoader.read`): its fingerprint covers everything the assembled result depends on,
/// so a result cached under it can be reused without assembling.
public struct WorkspaceReading: Sendable {
    let rootPath: String
    let configuration: Configuration
    let discovered: DiscoveredFiles
    /// The manifests read (those SwiftPM picks), each with the targets other toolchains' manifests declare.
    let manifests: [PackageManifest]
    /// The Swift files read, by workspace-relative path.
    let files: [String: SourceFile]
    /// The directories holding a `Package.swift`, including those whose manifest could not be read.
    let manifestDirectories: Set<String>
    var checkouts: [CheckoutReader.Checkout] = []
    /// What the files' discovery and reading met, and the local packages that are missing.
    var diagnostics: [LoadDiagnostic]
    /// Equal fingerprints mean an identical assembled result (`LoadResult.fingerprint`).
    public internal(set) var fingerprint: UInt64 = 0
    /// What was read and skipped, and the time per phase so far.
    public internal(set) var statistics: LoadStatistics

    init(rootPath: String, configuration: Configuration, discovered: DiscoveredFiles,
         processed: [FileProcessor.Processed], statistics: LoadStatistics) {
        self.rootPath = rootPath
        self.configuration = configuration
        self.discovered = discovered
        self.statistics = statistics
        var manifests: [PackageManifest] = []
        var otherManifests: [String: [PackageManifest]] = [:]
        let others = Set(discovered.otherManifests)
        var files: [String: SourceFile] = [:]
        files.reserveCapacity(discovered.sources.count)
        var diagnostics = discovered.diagnostics
        for item in processed {
            if others.contains(item.path) {
                if case .manifest(let manifest?) = item.outcome.content { otherManifests[manifest.directory, default: []].append(manifest) }
                continue
            }
            diagnostics += item.outcome.diagnostics
            switch item.outcome.content {
            case .source(let file): files[item.path] = file
            case .manifest(let manifest): manifests += manifest.map { [$0] } ?? []
            }
        }
        self.manifests = manifests.map { $0.adding(alternativesFrom: otherManifests[$0.directory] ?? []) }
        self.files = files
        manifestDirectories = Set(discovered.manifests.map { RelativePath.parent(of: $0) ?? "" })
        self.diagnostics = diagnostics + PackageDependencyCheck(rootPath: rootPath, packageDirectories: manifestDirectories)
            .missingLocalPackages(in: manifests)
    }

    /// The workspace: targets placed on their files, roles classified, C targets' module maps and
    /// generators' configurations read, checked-out packages parsed.
    public func assembled() -> LoadResult {
        let clock = ContinuousClock()
        let start = clock.now
        var workspace = WorkspaceAssembler(configuration: configuration).assemble(
            manifests: manifests,
            manifestDirectories: manifestDirectories,
            sources: discovered.sources,
            files: files
        )
        for packageIndex in workspace.packages.indices {
            for targetIndex in workspace.packages[packageIndex].targets.indices {
                let target = workspace.packages[packageIndex].targets[targetIndex]
                guard target.files.isEmpty else { continue }
                workspace.packages[packageIndex].targets[targetIndex].moduleMapModules =
                    ModuleMapReader.moduleNames(inTargetDirectory: rootPath + "/" + target.directory)
            }
        }
        GeneratorConfigurations.apply(discovered.generatorConfigurations, rootPath: rootPath, to: &workspace)
        workspace.resolvedPackages = CheckoutReader(rootPath: rootPath).packages(checkouts)
        let notes = PackageDependencyCheck(rootPath: rootPath, packageDirectories: manifestDirectories)
            .notes(for: manifests, resolved: workspace.resolvedPackages)
        var result = LoadResult(workspace: workspace, diagnostics: (diagnostics + notes).sorted(), fingerprint: fingerprint)
        result.statistics = statistics
        result.statistics.phases.append(("assemble packages", start.duration(to: clock.now)))
        return result
    }
}
