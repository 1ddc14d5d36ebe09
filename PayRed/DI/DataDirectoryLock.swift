#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One app per data directory: an exclusive `flock` on `payred.lock` there, held while this object
/// lives or until the process ends (the kernel drops it on a crash too). The file names the holder's process id,
/// so a second copy can say which process has the directory.
public final class DataDirectoryLock: Sendable {
    /// The lock file's name in the data directory.
    public static let fileName = "payred.lock"

    /// Why the lock was not taken.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Another process holds it; its id when the file names one.
        case held(byProcess: Int32?, directory: String)
        /// The directory could not be made, or the lock file opened or locked, for `reason`.
        case unavailable(path: String, reason: String)

        public var description: String {
            switch self {
            case .held(let process?, let directory):
                Strings.DI.Lock.heldByProcess(Int(process), directory)
            case .held(nil, let directory):
                Strings.DI.Lock.heldByAnother(directory)
            case .unavailable(let path, let reason):
                Strings.DI.Lock.unavailable(path, reason)
            }
        }
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock of `dataDirectory` (creating the directory, readable only by its owner, when
    /// missing) and writes this process's id into the lock file.
    public static func acquire(in dataDirectory: URL) throws(Failure) -> DataDirectoryLock {
        let path = dataDirectory.appendingPathComponent(fileName).path
        do {
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unavailable(path: dataDirectory.path, reason: error.localizedDescription)
        }
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unavailable(path: path, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = holderProcess(descriptor)
            close(descriptor)
            guard code == EWOULDBLOCK else { throw .unavailable(path: path, reason: String(cString: strerror(code))) }
            throw .held(byProcess: holder, directory: dataDirectory.path)
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return DataDirectoryLock(descriptor: descriptor)
    }

    /// Gives the directory up (also done by the kernel when the process ends).
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The process id the lock file names, if it names one.
    private static func holderProcess(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
