import Foundation
import Logging
import Synchronization

/// A swift-log handler appending one line per event to a file that only the user may read:
/// `2026-11-27T22:41:07Z info payred.gateway-client: GET /v1/accounts 200 in 12 ms`. The
/// terminal belongs to the screens, so nothing is printed; a file that cannot be opened or
/// written loses the lines, never the app.
struct FileLogHandler: LogHandler {
    /// The open file, shared by every copy of the handler.
    final class Sink: Sendable {
        private let handle: Mutex<FileHandle?>

        /// The size past which the file is set aside at the next launch.
        static let maximumSize = 1 << 20

        /// Opens `file` for appending, readable by the user only (a file found with a wider mode is
        /// narrowed). A file over `maximumSize` becomes `<file>.1` (replacing the one before), so
        /// the log keeps at most two launches' worth beyond that size.
        init(file: URL, maximumSize: Int = Sink.maximumSize) {
            let manager = FileManager.default
            let size = (try? manager.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            if size > maximumSize {
                let previous = file.appendingPathExtension("1")
                try? manager.removeItem(at: previous)
                try? manager.moveItem(at: file, to: previous)
            }
            if !manager.fileExists(atPath: file.path) {
                _ = manager.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            let handle = try? FileHandle(forWritingTo: file)
            _ = try? handle?.seekToEnd()
            self.handle = Mutex(handle)
        }

        func write(_ line: String) {
            handle.withLock { handle in
                try? handle?.write(contentsOf: Data(line.utf8))
            }
        }
    }

    let label: String
    let sink: Sink
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let time = Date().formatted(.iso8601)
        let fields = metadata.merging(event.metadata ?? [:]) { _, new in new }
            .sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        sink.write("\(time) \(event.level) \(label): \(event.message)\(fields)\n")
    }
}
