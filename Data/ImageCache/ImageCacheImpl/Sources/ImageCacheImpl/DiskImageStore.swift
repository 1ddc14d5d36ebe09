import Foundation

/// PNG files in one directory, readable only by the user, bounded in bytes: the oldest go first.
struct DiskImageStore {
    let directory: URL
    let limit: Int

    /// Writes `bytes` to `file` atomically, then trims the directory to `limit`. A failure only
    /// means the picture is downloaded again next time.
    func store(_ bytes: Data, at file: URL) {
        guard bytes.count <= limit else { return }
        let manager = FileManager.default
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard (try? bytes.write(to: file, options: .atomic)) != nil else { return }
        try? manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        trim(keeping: file)
    }

    /// Removes the least recently written files until the rest fit in `limit`; `file` stays.
    private func trim(keeping file: URL) {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys) else { return }
        let entries = files.compactMap { url -> (url: URL, size: Int, date: Date)? in
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.date < $1.date }) where total > limit && entry.url.lastPathComponent != file.lastPathComponent {
            if (try? FileManager.default.removeItem(at: entry.url)) != nil { total -= entry.size }
        }
    }
}
