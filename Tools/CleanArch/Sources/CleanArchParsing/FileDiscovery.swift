import CleanArchModel

/// The manifests and Swift sources under a workspace root, workspace-relative and sorted.
struct DiscoveredFiles: Sendable {
    var manifests: [String] = []
    var sources: [String] = []
    var diagnostics: [LoadDiagnostic] = []
    /// The snapshots to reuse next time, by directory.
    var snapshots: [String: DirectorySnapshot] = [:]
    /// Whether every directory was taken from the snapshots it was given.
    var isFromSnapshots = true
}

/// Walks a workspace: skips hidden entries (`.build`, `.git`, `.swiftpm`, …), `node_modules` and
/// excluded paths. Each level of the tree is read on all cores; a directory whose fingerprint
/// matches its snapshot is not listed again (a snapshot is kept only once the directory's
/// change time is older than `settledBefore`, like the parse cache). Symbolic links to
/// directories are followed after the real tree, in path order, and each real directory is
/// entered once, so loops end and the result does not depend on listing order.
struct FileDiscovery: Sendable {
    static let manifestName = "Package.swift"

    /// A directory waiting to be read.
    private struct Pending: Sendable {
        var path: String
        var isSymbolicLink: Bool
    }

    /// What one directory holds; `id` is nil when it could not be read.
    private struct Listing: Sendable {
        var id: FileSystem.FileID?
        var manifests: [String] = []
        var sources: [String] = []
        var diagnostics: [LoadDiagnostic] = []
        var subdirectories: [Pending] = []
        var snapshot: DirectorySnapshot?
        var isFromSnapshot = false
    }

    /// Absolute, without a trailing slash.
    let rootPath: String
    let excludes: [GlobPattern]
    /// From an earlier run, by directory.
    let snapshots: [String: DirectorySnapshot]
    /// Nanoseconds since 1970: a little before this run started.
    let settledBefore: Int64

    func discover() -> DiscoveredFiles {
        var found = DiscoveredFiles()
        var kept: [(String, DirectorySnapshot)] = []
        var visited: Set<FileSystem.FileID> = []
        var level = [Pending(path: "", isSymbolicLink: false)]
        var links: [Pending] = []
        while !level.isEmpty {
            var next: [Pending] = []
            for (pending, listing) in zip(level, Parallel.map(level, read)) {
                if let id = listing.id, !visited.insert(id).inserted {
                    if pending.isSymbolicLink {
                        found.diagnostics.append(LoadDiagnostic(
                            file: pending.path,
                            message: "symbolic link to a directory already visited (a loop or a duplicate); skipped"
                        ))
                    }
                    continue
                }
                found.manifests += listing.manifests
                found.sources += listing.sources
                found.diagnostics += listing.diagnostics
                if let snapshot = listing.snapshot { kept.append((pending.path, snapshot)) }
                found.isFromSnapshots = found.isFromSnapshots && listing.isFromSnapshot
                for subdirectory in listing.subdirectories {
                    if subdirectory.isSymbolicLink { links.append(subdirectory) } else { next.append(subdirectory) }
                }
            }
            if next.isEmpty {
                next = links.sorted { $0.path < $1.path }
                links = []
            }
            level = next
        }
        found.isFromSnapshots = found.isFromSnapshots && kept.count == snapshots.count
        found.snapshots = found.isFromSnapshots ? snapshots : Dictionary(kept, uniquingKeysWith: { first, _ in first })
        found.manifests.sort()
        found.sources.sort()
        return found
    }

    private func read(_ directory: Pending) -> Listing {
        let path = absolute(directory.path)
        func unreadable() -> Listing {
            let file = directory.path.isEmpty ? "." : directory.path
            return Listing(id: nil, diagnostics: [LoadDiagnostic(file: file, message: "cannot read directory")])
        }
        guard let status = FileSystem.status(of: path), status.kind == .directory else { return unreadable() }
        var listing = Listing(id: status.id)
        let entries: [FileSystem.DirectoryEntry]
        if let snapshot = snapshots[directory.path], snapshot.fingerprint == status.fingerprint {
            entries = snapshot.entries
            listing.snapshot = snapshot
            listing.isFromSnapshot = true
        } else {
            guard let listed = FileSystem.list(path) else { return unreadable() }
            entries = listed.filter(Self.isRelevant)
            if status.fingerprint.changed < settledBefore {
                listing.snapshot = DirectorySnapshot(fingerprint: status.fingerprint, entries: entries)
            }
        }
        add(entries, in: directory.path, to: &listing)
        return listing
    }

    /// Not hidden (`.build`, `.git`, …), not `node_modules`, and not a file other than Swift.
    private static func isRelevant(_ entry: FileSystem.DirectoryEntry) -> Bool {
        guard entry.name.utf8.first != UInt8(ascii: "."), entry.name != "node_modules" else { return false }
        switch entry.kind {
        case .file: return entry.name.endsWithBytes(of: ".swift")
        case .directory, .symbolicLink, .unknown: return true
        case .other: return false
        }
    }

    private func add(_ entries: [FileSystem.DirectoryEntry], in directory: String, to listing: inout Listing) {
        for entry in entries {
            let path = directory.isEmpty ? entry.name : directory + "/" + entry.name
            guard !excludes.contains(where: { $0.matches(path) }) else { continue }
            switch entry.kind {
            case .file:
                add(path, named: entry.name, to: &listing)
            case .directory:
                listing.subdirectories.append(Pending(path: path, isSymbolicLink: false))
            case .symbolicLink, .unknown:
                switch FileSystem.status(of: absolute(path))?.kind {
                case .directory?:
                    listing.subdirectories.append(Pending(path: path, isSymbolicLink: entry.kind == .symbolicLink))
                case .file?:
                    add(path, named: entry.name, to: &listing)
                case .other?:
                    break
                case nil:
                    listing.diagnostics.append(LoadDiagnostic(
                        file: path,
                        message: "cannot resolve (a broken or looping symbolic link, or no permission); skipped"
                    ))
                }
            case .other:
                break
            }
        }
    }

    /// Version-specific manifests (`Package@swift-5.9.swift`) are neither read nor sources.
    private func add(_ path: String, named name: String, to listing: inout Listing) {
        if name == Self.manifestName {
            listing.manifests.append(path)
        } else if name.endsWithBytes(of: ".swift"), !name.hasPrefix("Package@swift") {
            listing.sources.append(path)
        }
    }

    private func absolute(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }
}
