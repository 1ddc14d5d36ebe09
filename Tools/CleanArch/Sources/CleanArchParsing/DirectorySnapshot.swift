/// A directory's relevant entries (subdirectories, links, Swift files, module maps, generators'
/// configurations; nothing hidden) as last listed: reusable instead of listing it again while its
/// fingerprint is unchanged.
struct DirectorySnapshot: Hashable, Sendable {
    var fingerprint: FileSystem.Fingerprint
    var entries: [FileSystem.DirectoryEntry]
}
