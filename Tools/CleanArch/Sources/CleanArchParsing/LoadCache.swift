import CleanArchModel
import Foundation

/// What earlier runs learnt, in one binary file: parse results keyed by path and content hash,
/// and directory snapshots. A missing, corrupt or outdated file reads as empty; writing is
/// atomic and best-effort. Values are stored in independent chunks, each with its own string
/// table, so they are encoded and decoded on all cores.
struct LoadCache {
    /// A file's content hash, its fingerprint when that can vouch for the contents, and what
    /// parsing it yielded.
    struct Entry: Sendable {
        var hash: UInt64
        var fingerprint: FileSystem.Fingerprint?
        var outcome: FileOutcome
    }

    struct Contents: Sendable {
        var files: [String: Entry] = [:]
        var directories: [String: DirectorySnapshot] = [:]
    }

    static let fileName = "cache-v1.bin"
    private static let magic = "cleanarch-load-cache"
    /// Bump whenever parsing or the encoding changes what the cache would hold.
    private static let formatVersion = 11
    private static let valuesPerChunk = 512

    let fileURL: URL

    init(directory: URL) {
        fileURL = directory.appendingPathComponent(Self.fileName)
    }

    func load() -> Contents {
        guard let data = try? Data(contentsOf: fileURL) else { return Contents() }
        var reader = BinaryReader(bytes: [UInt8](data))
        do throws(BinaryReader.Failure) {
            // Manifests read on another OS or toolchain took other `#if` branches: start afresh.
            guard try reader.read(String.self) == Self.magic, try reader.read(Int.self) == Self.formatVersion,
                  try reader.read(String.self) == HostBuildConfiguration.summary else {
                return Contents()
            }
            let contents = Contents(files: try Self.read(from: &reader), directories: try Self.read(from: &reader))
            return reader.isAtEnd ? contents : Contents()
        } catch {
            return Contents()
        }
    }

    /// Failures (a read-only disk) only cost speed next time.
    func save(_ contents: Contents) {
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(HostBuildConfiguration.summary)
        Self.write(contents.files, to: &writer)
        Self.write(contents.directories, to: &writer)
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(writer.bytes).write(to: fileURL, options: .atomic)
    }

    /// In path order, in chunks.
    private static func write<Value: BinaryCodable & Sendable>(_ values: [String: Value], to writer: inout BinaryWriter) {
        let sorted = values.sorted { $0.key < $1.key }
        let chunks = stride(from: 0, to: sorted.count, by: valuesPerChunk).map {
            Array(sorted[$0..<min($0 + valuesPerChunk, sorted.count)])
        }
        let encoded = Parallel.map(chunks) { chunk in
            var writer = BinaryWriter()
            writer.write(chunk.count)
            for (path, value) in chunk {
                writer.write(path)
                writer.write(value)
            }
            return writer.bytes
        }
        writer.write(encoded.count)
        encoded.forEach { writer.writeBlob($0) }
    }

    /// Fails unless every chunk decodes.
    private static func read<Value: BinaryCodable & Sendable>(from reader: inout BinaryReader) throws(BinaryReader.Failure) -> [String: Value] {
        let count: Int = try reader.read()
        var chunks: [[UInt8]] = []
        for _ in 0..<count { chunks.append(try reader.readBlob()) }
        let decoded = Parallel.map(chunks) { chunk -> [(String, Value)]? in
            var reader = BinaryReader(bytes: chunk)
            var values: [(String, Value)] = []
            do throws(BinaryReader.Failure) {
                for _ in 0..<(try reader.read(Int.self)) {
                    values.append((try reader.read(), try reader.read()))
                }
            } catch {
                return nil
            }
            return reader.isAtEnd ? values : nil
        }
        var values = [String: Value](minimumCapacity: decoded.reduce(0) { $0 + ($1?.count ?? 0) })
        for chunk in decoded {
            guard let chunk else { throw BinaryReader.Failure() }
            for (path, value) in chunk { values[path] = value }
        }
        return values
    }
}
