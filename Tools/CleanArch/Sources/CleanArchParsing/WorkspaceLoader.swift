import CleanArchModel
import Foundation

/// Turns a directory into a `Workspace`: finds manifests and Swift files, reads them
/// statically with SwiftSyntax on all cores (reusing a cache when given one), places targets
/// on their files and classifies roles. Bad files become diagnostics, never failures.
public struct WorkspaceLoader: Sendable {
    /// Seconds within which file times may not tell two writes apart (coarse kernel clocks, FAT).
    private static let timestampGranularity = 2.0

    /// A loader; it holds no state, so one can serve many loads.
    public init() {}

    /// The conventional cache directory, `<root>/.build/cleanarch`.
    public static func defaultCacheDirectory(root: URL) -> URL {
        root.appendingPathComponent(".build").appendingPathComponent("cleanarch")
    }

    /// Loads `root` without a cache. A nil `configuration` means `root/.cleanarch.yml`, or the
    /// defaults when there is none.
    /// - Throws: `WorkspaceLoadError` for a missing root, `ConfigurationError` for a bad `.cleanarch.yml`.
    public func load(root: URL, configuration: Configuration?) throws -> LoadResult {
        try load(root: root, configuration: configuration, cacheDirectory: nil)
    }

    /// Loads `root`, reusing (unless `reusingCache` is false) and refreshing the cache in
    /// `cacheDirectory` (nil: no cache). With `readingSources` false only manifests are read:
    /// targets still list their files, but `workspace.files` stays empty (for `doubles`, which
    /// reads the few files it needs itself), and the cache is not refreshed.
    /// - Throws: `WorkspaceLoadError` for a missing root, `ConfigurationError` for a bad `.cleanarch.yml`.
    public func load(root: URL, configuration: Configuration?, cacheDirectory: URL?, reusingCache: Bool = true,
                     readingSources: Bool = true) throws -> LoadResult {
        try read(root: root, configuration: configuration, cacheDirectory: cacheDirectory, reusingCache: reusingCache,
                 readingSources: readingSources).assembled()
    }

    /// The first half of `load`: finds and reads every file (refreshing the cache as `load` does)
    /// and fingerprints all that the result depends on, without placing targets on their files.
    /// A caller holding results for that fingerprint needs no more; else `assembled()` finishes.
    /// - Throws: `WorkspaceLoadError` for a missing root, `ConfigurationError` for a bad `.cleanarch.yml`.
    public func read(root: URL, configuration: Configuration?, cacheDirectory: URL?, reusingCache: Bool = true,
                     readingSources: Bool = true) throws -> WorkspaceReading {
        let settledBefore = Int64((Date().timeIntervalSince1970 - Self.timestampGranularity) * 1e9)
        var statistics = LoadStatistics()
        let clock = ContinuousClock()
        let start = clock.now
        let rootPath = try Self.directoryPath(of: root)
        let configuration = try configuration ?? ConfigurationLoader.load(inDirectory: URL(fileURLWithPath: rootPath))
        let cache = cacheDirectory.map(LoadCache.init(directory:))
        let cached = (reusingCache ? cache?.load() : nil) ?? LoadCache.Contents()

        let discovered = FileDiscovery(rootPath: rootPath, excludes: configuration.exclude.map(GlobPattern.init),
                                       snapshots: cached.directories, settledBefore: settledBefore).discover()
        let discoveredAt = clock.now
        statistics.phases.append(("discover files", start.duration(to: discoveredAt)))
        let processed = FileProcessor(rootPath: rootPath, cache: cached.files, settledBefore: settledBefore)
            .process(discovered.manifests + discovered.otherManifests + (readingSources ? discovered.sources : []),
                     manifests: Set(discovered.manifests + discovered.otherManifests))
        if let cache, readingSources {
            Self.refresh(cache, from: cached, discovered: discovered, processed: processed)
        }
        statistics.manifests = discovered.manifests.count
        statistics.otherManifests = discovered.otherManifests.count
        statistics.sources = discovered.sources.count
        statistics.parsedSources = processed.filter { item in
            guard case .source = item.outcome.content else { return false }
            return !item.isCacheCurrent
        }.count
        statistics.skipped = discovered.skipped

        var reading = WorkspaceReading(rootPath: rootPath, configuration: configuration, discovered: discovered,
                                       processed: processed, statistics: statistics)
        // What the result depends on besides the files read: checkouts, module maps, generators'
        // configurations, and the disk as discovery and the local-package check met it.
        let checkouts = CheckoutReader(rootPath: rootPath).checkouts()
        reading.checkouts = checkouts.checkouts
        reading.fingerprint = Self.fingerprint(of: processed, configuration: configuration) ^ checkouts.hash
            ^ Self.fingerprint(ofFiles: discovered.generatorConfigurations + discovered.moduleMaps, rootPath: rootPath)
            ^ ContentHash.of(Array(reading.diagnostics.map(\.formatted).joined(separator: "\n").utf8))
        reading.statistics.phases.append(("read and parse", discoveredAt.duration(to: clock.now)))
        return reading
    }

    /// Hashes each file's path and content hash, in discovery order, the configuration and the machine.
    private static func fingerprint(of processed: [FileProcessor.Processed], configuration: Configuration) -> UInt64 {
        var bytes: [UInt8] = []
        for item in processed {
            bytes += Array(item.path.utf8)
            withUnsafeBytes(of: (item.hash ?? 0).littleEndian) { bytes += $0 }
            // What such a manifest declares depends on the disk too.
            if case .manifest(let manifest?) = item.outcome.content, manifest.readsFileSystem {
                bytes += Array(manifest.targets.map(\.name).joined(separator: ",").utf8)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        bytes += (try? encoder.encode(configuration)).map(Array.init) ?? []
        // `#if` in manifests and the modules `import-declared` accepts depend on the machine.
        bytes += Array(HostBuildConfiguration.summary.utf8)
        return ContentHash.of(bytes)
    }

    /// Hashes the paths and contents of `paths` (workspace-relative; module maps and generators'
    /// configurations, which change results without changing a Swift file).
    private static func fingerprint(ofFiles paths: [String], rootPath: String) -> UInt64 {
        var bytes: [UInt8] = []
        for path in paths {
            bytes += Array(path.utf8) + [0]
            bytes += FileManager.default.contents(atPath: rootPath + "/" + path).map(Array.init) ?? []
        }
        return ContentHash.of(bytes)
    }

    /// Saves what this run learnt, unless the cache already holds exactly that.
    private static func refresh(_ cache: LoadCache, from cached: LoadCache.Contents, discovered: DiscoveredFiles,
                                processed: [FileProcessor.Processed]) {
        let cacheable = processed.lazy.filter { $0.hash != nil }
        guard !discovered.isFromSnapshots || cacheable.count != cached.files.count
            || cacheable.contains(where: { !$0.isCacheCurrent }) else { return }
        cache.save(LoadCache.Contents(
            files: Dictionary(cacheable.compactMap { item in item.entry.map { (item.path, $0) } },
                              uniquingKeysWith: { first, _ in first }),
            directories: discovered.snapshots
        ))
    }

    /// The root's absolute path without a trailing slash, or the error saying why it is unusable.
    private static func directoryPath(of root: URL) throws(WorkspaceLoadError) -> String {
        var path = root.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path)
        }
        guard isDirectory.boolValue else { throw .notADirectory(path) }
        return path
    }
}
