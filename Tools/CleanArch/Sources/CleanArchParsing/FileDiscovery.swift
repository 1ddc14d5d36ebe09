import CleanArchModel

/// The manifests and Swift sources under a workspace root, workspace-relative and sorted.
struct DiscoveredFiles: Sendable {
    var manifests: [String] = []
    /// Manifests for other toolchains, beside the ones SwiftPM picks.
    var otherManifests: [String] = []
    var sources: [String] = []
    /// Code generators' configuration files (`GeneratorConfigurations`).
    var generatorConfigurations: [String] = []
    /// `module.modulemap` files: C targets' module names (`ModuleMapReader`).
    var moduleMaps: [String] = []
    var diagnostics: [LoadDiagnostic] = []
    /// Directories not read, with why: none of their files belongs to a target.
    var skipped: [SkippedPath] = []
    /// The snapshots to reuse next time, by directory.
    var snapshots: [String: DirectorySnapshot] = [:]
    /// Whether every directory was taken from the snapshots it was given.
    var isFromSnapshots = true
}

/// Walks a workspace: skips hidden entries (`.build`, `.git`, `.swiftpm`, …), `node_modules`,
/// excluded paths, documentation catalogues (`*.docc`), playgrounds and packages' `Snippets`:
/// none of them belongs to a target (SwiftPM builds snippets as stand-alone examples), so none is
/// checked. Each level of the tree is read on all cores; a directory whose fingerprint
/// matches its snapshot is not listed again (a snapshot is kept only once the directory's
/// change time is older than `settledBefore`, like the parse cache). Symbolic links to
/// directories are followed after the real tree, in path order, and each real directory is
/// entered once, so loops end and the result does not depend on listing order: a link to a
/// directory read elsewhere is not read again, and a link to its own ancestor gets a note.
/// Of a package's manifests, the one SwiftPM picks is read (`ManifestSelection`).
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
        var otherManifests: [String] = []
        var sources: [String] = []
        var generatorConfigurations: [String] = []
        var moduleMaps: [String] = []
        var diagnostics: [LoadDiagnostic] = []
        var skipped: [SkippedPath] = []
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
                    if pending.isSymbolicLink { found.skipped.append(revisit(pending.path)) }
                    if pending.isSymbolicLink, isLoop(pending.path) {
                        found.diagnostics.append(LoadDiagnostic(
                            file: pending.path, message: "symbolic link to its own ancestor (a loop); not followed", severity: .note
                        ))
                    }
                    continue
                }
                found.manifests += listing.manifests
                found.otherManifests += listing.otherManifests
                found.sources += listing.sources
                found.generatorConfigurations += listing.generatorConfigurations
                found.moduleMaps += listing.moduleMaps
                found.diagnostics += listing.diagnostics
                found.skipped += listing.skipped
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
        found.generatorConfigurations.sort()
        found.moduleMaps.sort()
        found.skipped.sort { $0.path < $1.path }
        return found
    }

    /// A link to a directory already read elsewhere.
    private func revisit(_ path: String) -> SkippedPath {
        let target = FileSystem.realPath(absolute(path)).map { real in
            real == rootPath ? "." : real.hasPrefix(rootPath + "/") ? String(real.dropFirst(rootPath.count + 1)) : real
        }
        return SkippedPath(path: path, reason: "symbolic link to \(target ?? "a directory") read there")
    }

    /// Whether the link at `path` points at a directory containing it.
    private func isLoop(_ path: String) -> Bool {
        guard let target = FileSystem.realPath(absolute(path)),
              let parent = FileSystem.realPath(absolute(RelativePath.parent(of: path) ?? "")) else { return false }
        return parent == target || parent.hasPrefix(target.hasSuffix("/") ? target : target + "/")
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
        let selection = ManifestSelection(candidates: listing.manifests, rootPath: rootPath)
        listing.manifests = selection.chosen.map { [$0] } ?? []
        listing.otherManifests = selection.others
        listing.diagnostics += selection.diagnostics
        return listing
    }

    /// Not hidden (`.build`, `.git`, …), not `node_modules`, and not a file other than Swift, a
    /// code generator's configuration or a module map.
    private static func isRelevant(_ entry: FileSystem.DirectoryEntry) -> Bool {
        guard entry.name.utf8.first != UInt8(ascii: "."), entry.name != "node_modules" else { return false }
        switch entry.kind {
        case .file:
            return entry.name.endsWithBytes(of: ".swift") || GeneratorConfigurations.isConfiguration(entry.name)
                || entry.name == ModuleMapReader.fileName
        case .directory, .symbolicLink, .unknown: return true
        case .other: return false
        }
    }

    private func add(_ entries: [FileSystem.DirectoryEntry], in directory: String, to listing: inout Listing) {
        let isPackage = entries.contains { $0.name == Self.manifestName }
        for entry in entries {
            let path = directory.isEmpty ? entry.name : directory + "/" + entry.name
            guard !excludes.contains(where: { $0.matches(path) }) else { continue }
            if entry.kind != .file, let reason = Self.uncompiled(entry.name, inPackage: isPackage) {
                listing.skipped.append(SkippedPath(path: path, reason: reason))
                continue
            }
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

    /// Why the directory `name` is not read (none of its files is a target's), if it is not.
    private static func uncompiled(_ name: String, inPackage: Bool) -> String? {
        if name.hasSuffix(".docc") { return "documentation catalogue" }
        if name.hasSuffix(".playground") { return "Xcode playground" }
        if inPackage, name == "Snippets" { return "the package's snippets" }
        return nil
    }

    /// `Package.swift` and version-specific manifests (`Package@swift-5.9.swift`) are candidates,
    /// of which `ManifestSelection` keeps one; they are never sources.
    private func add(_ path: String, named name: String, to listing: inout Listing) {
        if name == Self.manifestName || ManifestSelection.isVersionSpecific(name) {
            listing.manifests.append(path)
        } else if name.endsWithBytes(of: ".swift") {
            listing.sources.append(path)
        } else if GeneratorConfigurations.isConfiguration(name) {
            listing.generatorConfigurations.append(path)
        } else if name == ModuleMapReader.fileName {
            listing.moduleMaps.append(path)
        }
    }

    private func absolute(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }
}
