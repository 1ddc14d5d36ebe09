#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls discovery and reading need, without Foundation's per-call overhead.
enum FileSystem {
    /// What a path is, after following symbolic links.
    enum Kind {
        case directory, file, other
    }

    /// A file's identity, to notice a directory reached twice through symbolic links.
    struct FileID: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// A file's size, inode and modification and change times. While they stay the same, so do
    /// its contents (a directory's: its entries): the kernel sets the change time on every
    /// write, and it cannot be set back.
    struct Fingerprint: Hashable, Sendable {
        var size: UInt64
        var inode: UInt64
        /// Nanoseconds since 1970.
        var modified: Int64
        /// Nanoseconds since 1970.
        var changed: Int64
    }

    /// What `stat` says about a path.
    struct Status {
        var kind: Kind
        var id: FileID
        var fingerprint: Fingerprint
    }

    /// An entry of a directory listing, typed without a `stat` when the file system allows.
    struct DirectoryEntry: Hashable, Sendable {
        enum Kind: Int, Sendable {
            case file, directory, symbolicLink, other
            /// The file system did not say; `stat` it.
            case unknown
        }

        let name: String
        let kind: Kind
    }

    /// The status of `path`, following symbolic links; nil when it cannot be reached (a broken
    /// link, a link loop, no permission).
    static func status(of path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .file
        default: .other
        }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        let fingerprint = Fingerprint(
            size: UInt64(info.st_size),
            inode: UInt64(info.st_ino),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
        )
        return Status(kind: kind, id: FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), fingerprint: fingerprint)
    }

    /// The entries of the directory at `path`, without `.` and `..`; nil when it cannot be opened.
    static func list(_ path: String) -> [DirectoryEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            guard name != ".", name != ".." else { continue }
            let kind: DirectoryEntry.Kind = switch Int(entry.pointee.d_type) {
            case Int(DT_REG): .file
            case Int(DT_DIR): .directory
            case Int(DT_LNK): .symbolicLink
            case Int(DT_UNKNOWN): .unknown
            default: .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return entries
    }

    /// The bytes of the file at `path`; nil when it cannot be opened or read.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0)) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let result = read(descriptor, base + count, buffer.count - count)
                if result <= 0 {
                    failed = result < 0
                    return
                }
                count += result
            }
        }
        return failed ? nil : bytes
    }
}

extension FileSystem {
    /// The absolute path with every symbolic link resolved; nil when it cannot be reached.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
