#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A directory only its owner may enter (0700), holding files only their owner may read (0600),
/// each written whole or not at all. POSIX calls, because Foundation cannot create a file with its
/// permissions already narrowed: a file never exists here with wider permissions, even briefly.
struct PrivateDirectory: Sendable {
    private static let temporaryPrefix = ".tmp-"
    private static let fileTypeMask: mode_t = 0o170000
    private static let directoryType: mode_t = 0o040000
    private static let regularFileType: mode_t = 0o100000
    private static let groupAndOtherBits: mode_t = 0o077

    private let path: String

    init(url: URL) {
        path = url.path(percentEncoded: false)
    }

    /// Whether `name` is a temporary file left by an interrupted write.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix)
    }

    /// Creates the directory (and its parents) with mode 0700, or narrows an existing one to 0700.
    func prepare() throws(KeyChainDataError) {
        let parent = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .unwritable("cannot create \(parent): \(error.localizedDescription)")
        }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .unwritable(Self.failure("mkdir", path))
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(Self.failure("stat", path)) }
        guard info.st_mode & Self.fileTypeMask == Self.directoryType else {
            throw .unreadable("\(path) is not a directory")
        }
        if info.st_mode & 0o777 != 0o700, chmod(path, 0o700) != 0 {
            throw .unwritable(Self.failure("chmod", path))
        }
    }

    /// The contents of the file `name`, or nil if there is none; narrows the file to 0600 if wider.
    func contents(of name: String) throws(KeyChainDataError) -> Data? {
        let filePath = path(of: name)
        let descriptor = open(filePath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(Self.failure("open", filePath))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(Self.failure("fstat", filePath)) }
        guard info.st_mode & Self.fileTypeMask == Self.regularFileType else {
            throw .unreadable("\(filePath) is not a regular file")
        }
        if info.st_mode & Self.groupAndOtherBits != 0, fchmod(descriptor, 0o600) != 0 {
            throw .unwritable(Self.failure("fchmod", filePath))
        }
        return try readAll(descriptor, path: filePath)
    }

    /// Replaces the file `name` with `data` atomically: a reader sees the old contents or the new.
    func replace(_ name: String, with data: Data) throws(KeyChainDataError) {
        let temporary = try writeTemporaryFile(data)
        let destination = path(of: name)
        guard rename(temporary, destination) == 0 else {
            let reason = Self.failure("rename", destination)
            unlink(temporary)
            throw .unwritable(reason)
        }
        try sync()
    }

    /// Creates the file `name` with `data` atomically unless it exists; false if it existed.
    func create(_ name: String, with data: Data) throws(KeyChainDataError) -> Bool {
        let temporary = try writeTemporaryFile(data)
        defer { unlink(temporary) }
        let destination = path(of: name)
        if link(temporary, destination) != 0 {
            if errno == EEXIST { return false }
            throw .unwritable(Self.failure("link", destination))
        }
        try sync()
        return true
    }

    /// Deletes the file `name`; nothing happens if there is none. `sync()` makes it durable.
    func delete(_ name: String) throws(KeyChainDataError) {
        let filePath = path(of: name)
        if unlink(filePath) != 0, errno != ENOENT {
            throw .unwritable(Self.failure("unlink", filePath))
        }
    }

    /// The names of the files in the directory.
    func fileNames() throws(KeyChainDataError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadable("cannot list \(path): \(error.localizedDescription)")
        }
    }

    /// Flushes the directory itself, so renames and deletions survive a crash.
    func sync() throws(KeyChainDataError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(Self.failure("open", path)) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .unwritable(Self.failure("fsync", path)) }
    }

    private func path(of name: String) -> String {
        path + "/" + name
    }

    /// Writes `data` to a new 0600 file beside its destination and flushes it; returns its path.
    private func writeTemporaryFile(_ data: Data) throws(KeyChainDataError) -> String {
        let temporary = path(of: Self.temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw .unwritable(Self.failure("open", temporary)) }
        defer { close(descriptor) }
        do throws(KeyChainDataError) {
            // The umask may have taken the owner's bits too; restore exactly 0600.
            guard fchmod(descriptor, 0o600) == 0 else { throw .unwritable(Self.failure("fchmod", temporary)) }
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw .unwritable(Self.failure("fsync", temporary)) }
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    private func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(KeyChainDataError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { bytes in
                write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(Self.failure("write", path))
            }
            offset += written
        }
    }

    private func readAll(_ descriptor: Int32, path: String) throws(KeyChainDataError) -> Data {
        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress, bytes.count)
            }
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(Self.failure("read", path))
            }
            contents.append(contentsOf: buffer[..<count])
        }
    }

    /// "call(path): reason" for the C call that just failed.
    private static func failure(_ call: String, _ path: String, code: Int32 = errno) -> String {
        "\(call)(\(path)): \(String(cString: strerror(code)))"
    }
}
