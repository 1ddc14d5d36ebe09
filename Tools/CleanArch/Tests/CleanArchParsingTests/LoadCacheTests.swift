@testable import CleanArchParsing
import CleanArchModel
import CleanArchTestSupport
import XCTest

final class LoadCacheTests: XCTestCase {
    private func cacheDirectory(_ workspace: TemporaryWorkspace) -> URL {
        WorkspaceLoader.defaultCacheDirectory(root: workspace.url)
    }

    private func fixture() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Package.swift", """
        import PackageDescription
        let package = Package(name: "M", dependencies: [.package(path: "../Other")],
                              targets: [.target(name: "M", dependencies: [computed()])])
        """)
        try workspace.write("Sources/M/A.swift", "// cleanarch:ignore layout -- why\npublic protocol A { func run() }")
        try workspace.write("Sources/M/B.swift", "extension Resolver: ResolverRegistering { static func registerAllServices() { X() } }")
        return workspace
    }

    private func assertSame(_ lhs: LoadResult, _ rhs: LoadResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(lhs.workspace.packages, rhs.workspace.packages, file: file, line: line)
        XCTAssertEqual(lhs.workspace.files, rhs.workspace.files, file: file, line: line)
        XCTAssertEqual(lhs.workspace.looseFiles, rhs.workspace.looseFiles, file: file, line: line)
        XCTAssertEqual(lhs.diagnostics, rhs.diagnostics, file: file, line: line)
    }

    func testCacheHitReturnsTheSameWorkspace() throws {
        let workspace = try fixture()
        let loader = WorkspaceLoader()
        let uncached = try loader.load(root: workspace.url, configuration: nil)
        let cold = try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace))
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheDirectory(workspace).appendingPathComponent("cache-v1.bin").path))
        let warm = try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace))
        assertSame(uncached, cold)
        assertSame(uncached, warm)
        // `computed()` cannot be read; `../Other` does not exist.
        XCTAssertEqual(warm.diagnostics.count, 2)

        let entries = LoadCache(directory: cacheDirectory(workspace)).load().files
        XCTAssertEqual(entries.keys.sorted(), ["Package.swift", "Sources/M/A.swift", "Sources/M/B.swift"])
        let hits = FileProcessor(rootPath: workspace.url.path, cache: entries, settledBefore: 0)
            .process(["Package.swift", "Sources/M/A.swift"], manifests: ["Package.swift"])
        XCTAssertEqual(hits.map(\.isCacheCurrent), [true, true])
    }

    func testChangedFileIsParsedAgain() throws {
        let workspace = try fixture()
        let loader = WorkspaceLoader()
        _ = try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace))
        try workspace.write("Sources/M/A.swift", "public struct Changed {}")
        let processed = FileProcessor(rootPath: workspace.url.path, cache: LoadCache(directory: cacheDirectory(workspace)).load().files,
                                      settledBefore: 0)
            .process(["Sources/M/A.swift", "Sources/M/B.swift"], manifests: [])
        XCTAssertEqual(processed.map(\.isCacheCurrent), [false, true])

        let result = try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace))
        XCTAssertEqual(result.workspace.files["Sources/M/A.swift"]?.declarations.map(\.name), ["Changed"])
        XCTAssertEqual(LoadCache(directory: cacheDirectory(workspace)).load().files["Sources/M/A.swift"]?.hash,
                       ContentHash.of(Array("public struct Changed {}".utf8)))
    }

    func testCorruptOrTruncatedCacheIsIgnoredAndRewritten() throws {
        let workspace = try fixture()
        let loader = WorkspaceLoader()
        let expected = try loader.load(root: workspace.url, configuration: nil)
        let cacheFile = cacheDirectory(workspace).appendingPathComponent("cache-v1.bin")
        _ = try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace))
        let valid = try Data(contentsOf: cacheFile)
        let hashes = LoadCache(directory: cacheDirectory(workspace)).load().files.mapValues(\.hash)
        XCTAssertEqual(hashes.count, 3)

        for corrupt in [Data("garbage".utf8), valid.prefix(valid.count / 2), valid + Data([1, 2, 3]), Data()] {
            try corrupt.write(to: cacheFile)
            XCTAssertTrue(LoadCache(directory: cacheDirectory(workspace)).load().files.isEmpty)
            assertSame(expected, try loader.load(root: workspace.url, configuration: nil, cacheDirectory: cacheDirectory(workspace)))
            XCTAssertEqual(LoadCache(directory: cacheDirectory(workspace)).load().files.mapValues(\.hash), hashes)
        }
    }

    func testSettledFingerprintSkipsReadingAndAChangedOneDoesNot() throws {
        let workspace = try fixture()
        let settled = FileProcessor(rootPath: workspace.url.path, cache: [:], settledBefore: .max)
            .process(["Sources/M/A.swift"], manifests: [])
        var entry = try XCTUnwrap(settled.first?.entry)
        XCTAssertNotNil(entry.fingerprint)
        let marker = SourceFile(path: "Sources/M/A.swift", declarations: [
            Declaration(kind: .struct, name: "FromCache", isPublic: false, location: SourceLocation(file: "Sources/M/A.swift", line: 1, column: 1)),
        ])
        entry.outcome = FileOutcome(content: .source(marker), diagnostics: [])
        let unread = FileProcessor(rootPath: workspace.url.path, cache: ["Sources/M/A.swift": entry], settledBefore: .max)
            .process(["Sources/M/A.swift"], manifests: [])
        XCTAssertEqual(unread.map(\.isCacheCurrent), [true])
        guard case .source(let file)? = unread.first?.outcome.content else { return XCTFail("not a source") }
        XCTAssertEqual(file, marker)

        entry.fingerprint?.changed -= 1
        entry.hash = 0
        let reread = FileProcessor(rootPath: workspace.url.path, cache: ["Sources/M/A.swift": entry], settledBefore: .max)
            .process(["Sources/M/A.swift"], manifests: [])
        XCTAssertEqual(reread.map(\.isCacheCurrent), [false])
        guard case .source(let parsed)? = reread.first?.outcome.content else { return XCTFail("not a source") }
        XCTAssertEqual(parsed.declarations.map(\.name), ["A"])
    }

    func testDirectorySnapshotsAreReusedOnlyWhileTheirFingerprintHolds() throws {
        let workspace = try fixture()
        func discover(_ snapshots: [String: DirectorySnapshot]) -> DiscoveredFiles {
            FileDiscovery(rootPath: workspace.url.path, excludes: [], snapshots: snapshots, settledBefore: .max).discover()
        }
        let first = discover([:])
        XCTAssertFalse(first.isFromSnapshots)
        XCTAssertEqual(first.sources, ["Sources/M/A.swift", "Sources/M/B.swift"])
        XCTAssertEqual(first.snapshots.keys.sorted(), ["", "Sources", "Sources/M"])
        let second = discover(first.snapshots)
        XCTAssertTrue(second.isFromSnapshots)
        XCTAssertEqual(second.sources, first.sources)

        var stale = first.snapshots
        stale["Sources/M"]?.entries.removeAll { $0.name == "B.swift" }
        XCTAssertEqual(discover(stale).sources, ["Sources/M/A.swift"], "a matching fingerprint trusts the snapshot")
        stale["Sources/M"]?.fingerprint.changed -= 1
        let relisted = discover(stale)
        XCTAssertEqual(relisted.sources, ["Sources/M/A.swift", "Sources/M/B.swift"])
        XCTAssertFalse(relisted.isFromSnapshots)
    }

    func testEncodingRoundTripsEveryModelValue() throws {
        let workspace = try fixture()
        let result = try WorkspaceLoader().load(root: workspace.url, configuration: nil)
        let manifest = try XCTUnwrap(result.workspace.packages.first?.manifest)
        let file = try XCTUnwrap(result.workspace.files["Sources/M/A.swift"])
        var writer = BinaryWriter()
        writer.write(manifest)
        writer.write(file)
        writer.write(result.diagnostics)
        var reader = BinaryReader(bytes: writer.bytes)
        XCTAssertEqual(try reader.read(PackageManifest.self), manifest)
        XCTAssertEqual(try reader.read(SourceFile.self), file)
        XCTAssertEqual(try reader.read([LoadDiagnostic].self), result.diagnostics)
        XCTAssertTrue(reader.isAtEnd)
    }
}
