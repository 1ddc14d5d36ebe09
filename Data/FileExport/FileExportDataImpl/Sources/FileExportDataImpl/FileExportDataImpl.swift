import Foundation
import TransactionTabRepositoryAPI

/// The exports data source: writes exported files into one folder of the app's data directory,
/// readable only by the user, atomically (never half-written), next to earlier exports rather than over them.
public final class FileExportDataImpl: Sendable {
    private let directory: URL

    /// Writes exports into `directory`, created when first needed.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Writes `contents` as UTF-8 to `name` (or `name-2`, `name-3`… when taken) and returns where.
    func write(_ contents: String, name: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let safeName = name.replacingOccurrences(of: "/", with: "-")
        let base = (safeName as NSString).deletingPathExtension
        let ext = (safeName as NSString).pathExtension
        var url = directory.appendingPathComponent(safeName)
        var attempt = 1
        while FileManager.default.fileExists(atPath: url.path) {
            attempt += 1
            url = directory.appendingPathComponent(ext.isEmpty ? "\(base)-\(attempt)" : "\(base)-\(attempt).\(ext)")
        }
        try Data(contents.utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        return url
    }
}

// MARK: - TransactionTabRepositoryFileExportDataProtocol

extension FileExportDataImpl: TransactionTabRepositoryFileExportDataProtocol {
    public func writeExport(_ contents: String, name: String) async throws -> URL {
        try write(contents, name: name)
    }
}
