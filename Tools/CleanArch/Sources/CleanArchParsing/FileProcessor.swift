import CleanArchModel

/// Reads, fingerprints and parses files on all cores, reusing cached results of unchanged
/// files; unreadable, binary and non-UTF-8 files become diagnostics.
///
/// A file is unchanged when its content hash matches the cache, or, without reading it, when
/// its fingerprint matches one the cache stored. A fingerprint is stored only once the file's
/// change time is older than `settledBefore` (git's "racily clean" rule), so a write within
/// the file system's timestamp granularity cannot go unnoticed.
struct FileProcessor: Sendable {
    /// One file's result; `hash` is nil when the file could not be read as text (not cached).
    struct Processed: Sendable {
        var path: String
        var outcome: FileOutcome
        var hash: UInt64?
        var fingerprint: FileSystem.Fingerprint?
        /// Whether the cache already holds this result as it is.
        var isCacheCurrent: Bool

        /// What the cache should hold for the file.
        var entry: LoadCache.Entry? {
            hash.map { LoadCache.Entry(hash: $0, fingerprint: fingerprint, outcome: outcome) }
        }
    }

    /// Absolute, without a trailing slash.
    let rootPath: String
    let cache: [String: LoadCache.Entry]
    /// Nanoseconds since 1970: a little before this run started.
    let settledBefore: Int64

    /// The results for `paths`, in order; `manifests` says which are `Package.swift` files.
    func process(_ paths: [String], manifests: Set<String>) -> [Processed] {
        Parallel.map(paths) { path in process(path, isManifest: manifests.contains(path)) }
    }

    private func process(_ path: String, isManifest: Bool) -> Processed {
        // A manifest that asks the disk whether a file exists is read afresh each time (and stays
        // current in the cache while the answers do not change).
        var stored: PackageManifest?
        let cached = cache[path].flatMap { entry -> LoadCache.Entry? in
            if case .manifest(let manifest?) = entry.outcome.content, manifest.readsFileSystem {
                stored = manifest
                return nil
            }
            return entry
        }
        let absolutePath = rootPath + "/" + path
        let fingerprint = FileSystem.status(of: absolutePath).flatMap { $0.kind == .file ? $0.fingerprint : nil }
        if let cached, let fingerprint, cached.fingerprint == fingerprint {
            return Processed(path: path, outcome: cached.outcome, hash: cached.hash, fingerprint: fingerprint,
                             isCacheCurrent: true)
        }
        func failure(_ message: String) -> Processed {
            let content: FileOutcome.Content = isManifest ? .manifest(nil) : .source(SourceFile(path: path))
            let outcome = FileOutcome(content: content, diagnostics: [LoadDiagnostic(file: path, message: message)])
            return Processed(path: path, outcome: outcome, hash: nil, fingerprint: nil, isCacheCurrent: false)
        }
        guard let bytes = FileSystem.contents(of: absolutePath) else {
            return failure("cannot read the file; skipped")
        }
        let hash = ContentHash.of(bytes)
        let settled = fingerprint.flatMap { $0.changed < settledBefore ? $0 : nil }
        if let cached, cached.hash == hash {
            return Processed(path: path, outcome: cached.outcome, hash: hash, fingerprint: settled,
                             isCacheCurrent: cached.fingerprint == settled)
        }
        guard !bytes.contains(0) else {
            return failure("binary file (contains NUL bytes); skipped")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return failure("not valid UTF-8 text; skipped")
        }
        let outcome: FileOutcome
        var isUnchanged = false
        if isManifest {
            let (manifest, diagnostics) = ManifestParser.parse(source: text, path: path, rootPath: rootPath)
            outcome = FileOutcome(content: .manifest(manifest), diagnostics: diagnostics)
            isUnchanged = stored != nil && stored == manifest && cache[path]?.hash == hash
                && cache[path]?.fingerprint == settled && cache[path]?.outcome.diagnostics == diagnostics
        } else {
            outcome = FileOutcome(content: .source(SourceFileParser.parse(source: text, path: path)), diagnostics: [])
        }
        return Processed(path: path, outcome: outcome, hash: hash, fingerprint: settled, isCacheCurrent: isUnchanged)
    }
}
