import Crypto
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ImageCacheAPI

/// The image cache (blueprint §4.1.1), used by view models only: pictures in memory (bounded in
/// bytes, least recently used first out), PNG files on disk under the app's data directory
/// (bounded in bytes, oldest first out), and one download for any number of callers asking for
/// the same URL at once. A failed download or an unreadable file is not remembered.
public actor ImageCacheImpl: ImageCacheProtocol {
    /// Fetches the bytes at a URL.
    public typealias Fetch = @Sendable (URL) async throws -> Data

    private let directory: URL
    private let memoryLimit: Int
    private let diskLimit: Int
    private let fetch: Fetch
    private var memory = MemoryImageStore()
    private var inFlight: [URL: Task<ImageCacheNameSpace.Image?, Never>] = [:]

    /// A cache keeping files in `directory`, at most `memoryLimit` bytes of pixels in memory and
    /// `diskLimit` bytes of files on disk, downloading with `fetch` (URLSession by default).
    public init(directory: URL, memoryLimit: Int = 16 << 20, diskLimit: Int = 32 << 20, fetch: Fetch? = nil) {
        self.directory = directory
        self.memoryLimit = memoryLimit
        self.diskLimit = diskLimit
        self.fetch = fetch ?? Self.download
    }

    public func getCachedImage(for url: URL) async -> ImageCacheNameSpace.Image? {
        if let image = memory.image(for: url) { return image }
        guard let bytes = try? Data(contentsOf: file(for: url)), let image = try? PNGDecoder.decode(Array(bytes)) else { return nil }
        memory.insert(image, for: url, limit: memoryLimit)
        return image
    }

    public func downloadAndCacheImage(from url: URL) async -> ImageCacheNameSpace.Image? {
        if let image = await getCachedImage(for: url) { return image }
        if let running = inFlight[url] { return await running.value }
        let task = Task { await self.downloadAndStore(url) }
        inFlight[url] = task
        let image = await task.value
        inFlight[url] = nil
        return image
    }

    /// Downloads, decodes and keeps the picture at `url`; nil (and nothing kept) when any step fails.
    private func downloadAndStore(_ url: URL) async -> ImageCacheNameSpace.Image? {
        guard let bytes = try? await fetch(url), let image = try? PNGDecoder.decode(Array(bytes)) else { return nil }
        memory.insert(image, for: url, limit: memoryLimit)
        DiskImageStore(directory: directory, limit: diskLimit).store(bytes, at: file(for: url))
        return image
    }

    /// The disk file for `url`: its SHA-256, so any URL makes a safe file name.
    private func file(for url: URL) -> URL {
        let digest = SHA256.hash(data: Data(url.absoluteString.utf8)).map { String(format: "%02x", $0) }.joined()
        return directory.appendingPathComponent(digest + ".png")
    }

    /// A GET of `url` that must answer 200 with at most 4 MB.
    private static let download: Fetch = { url in
        var request = URLRequest(url: url, timeoutInterval: 15)
        request.setValue("image/png", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200, data.count <= 4 << 20 else { throw URLError(.badServerResponse) }
        return data
    }
}
