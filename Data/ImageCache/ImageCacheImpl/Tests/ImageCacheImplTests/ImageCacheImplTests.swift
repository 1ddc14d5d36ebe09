import Foundation
import ImageCacheAPI
import ImageCacheImpl
import Synchronization
import XCTest

/// Counts the downloads of a stubbed network and can hold them until the test lets them finish.
private final class FakeNetwork: Sendable {
    private let state = Mutex<(count: Int, failing: Bool)>((0, false))
    private let release = AsyncStream<Void>.makeStream()
    let holds: Bool

    init(holds: Bool = false) {
        self.holds = holds
    }

    var downloads: Int { state.withLock { $0.count } }

    func fail(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    func open() {
        release.continuation.finish()
    }

    func fetch(_ url: URL) async throws -> Data {
        let failing = state.withLock { state -> Bool in
            state.count += 1
            return state.failing
        }
        if holds { for await _ in release.stream {} }
        if failing { throw URLError(.notConnectedToInternet) }
        return PNGFixture.twoByTwo
    }
}

/// The cache over a stubbed network and a real temporary directory.
final class ImageCacheImplTests: XCTestCase {
    private var directory: URL!
    private let url = URL(string: "http://127.0.0.1:8080/v1/images/ben.png")!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func makeCache(_ network: FakeNetwork, memoryLimit: Int = 1 << 20, diskLimit: Int = 1 << 20) -> ImageCacheImpl {
        ImageCacheImpl(directory: directory, memoryLimit: memoryLimit, diskLimit: diskLimit) { try await network.fetch($0) }
    }

    func testADownloadedPictureIsCachedInMemoryAndOnDisk() async throws {
        let network = FakeNetwork()
        let cache = makeCache(network)
        let cachedBefore = await cache.getCachedImage(for: url)
        XCTAssertNil(cachedBefore)

        let image = await cache.downloadAndCacheImage(from: url)
        let again = await cache.downloadAndCacheImage(from: url)

        XCTAssertEqual(image?.width, 2)
        XCTAssertEqual(again, image)
        XCTAssertEqual(network.downloads, 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(files[0]).path)[.posixPermissions] as? Int, 0o600)

        let relaunched = makeCache(network)
        let fromDisk = await relaunched.getCachedImage(for: url)
        XCTAssertEqual(fromDisk, image)
        XCTAssertEqual(network.downloads, 1)
    }

    func testManyCallersOfOneURLShareOneDownload() async {
        let network = FakeNetwork(holds: true)
        let cache = makeCache(network)
        let url = url
        async let images: [ImageCacheNameSpace.Image?] = withTaskGroup(of: ImageCacheNameSpace.Image?.self) { group in
            for _ in 0..<10 { group.addTask { await cache.downloadAndCacheImage(from: url) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        while network.downloads == 0 { await Task.yield() }
        network.open()

        let results = await images
        XCTAssertEqual(results.count, 10)
        XCTAssertTrue(results.allSatisfy { $0?.width == 2 })
        XCTAssertEqual(network.downloads, 1)
    }

    func testAFailureIsNotRememberedAndALaterCallDownloadsAgain() async {
        let network = FakeNetwork()
        let cache = makeCache(network)
        network.fail(true)
        let failed = await cache.downloadAndCacheImage(from: url)
        XCTAssertNil(failed)

        network.fail(false)
        let image = await cache.downloadAndCacheImage(from: url)

        XCTAssertNotNil(image)
        XCTAssertEqual(network.downloads, 2)
    }

    func testMemoryKeepsWithinItsBytesDroppingTheLeastRecentlyUsed() async throws {
        let network = FakeNetwork()
        // One 2×2 picture is 16 bytes of pixels: room for two; no disk, so only memory can answer.
        let cache = makeCache(network, memoryLimit: 32, diskLimit: 0)
        let (a, b, c) = (URL(string: "http://h/a.png")!, URL(string: "http://h/b.png")!, URL(string: "http://h/c.png")!)
        _ = await cache.downloadAndCacheImage(from: a)
        _ = await cache.downloadAndCacheImage(from: b)
        _ = await cache.getCachedImage(for: a)
        _ = await cache.downloadAndCacheImage(from: c)

        let keptA = await cache.getCachedImage(for: a)
        let keptB = await cache.getCachedImage(for: b)
        let keptC = await cache.getCachedImage(for: c)
        XCTAssertNotNil(keptA)
        XCTAssertNil(keptB, "the least recently used went")
        XCTAssertNotNil(keptC)
    }

    func testTheDiskKeepsWithinItsBytesDroppingTheOldest() async throws {
        let network = FakeNetwork()
        let size = PNGFixture.twoByTwo.count
        let cache = makeCache(network, memoryLimit: 0, diskLimit: size * 2)
        // Each file written is dated a second after the one before (the first in 2001), so the
        // order the store evicts in does not depend on the file system's clock resolution.
        var dated: Set<String> = []
        for (index, name) in ["a", "b", "c"].enumerated() {
            _ = await cache.downloadAndCacheImage(from: URL(string: "http://h/\(name).png")!)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where dated.insert(file).inserted {
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceReferenceDate: Double(index))],
                                                      ofItemAtPath: directory.appendingPathComponent(file).path)
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(files.count, 2)
        let oldest = await cache.getCachedImage(for: URL(string: "http://h/a.png")!)
        XCTAssertNil(oldest)
    }
}
