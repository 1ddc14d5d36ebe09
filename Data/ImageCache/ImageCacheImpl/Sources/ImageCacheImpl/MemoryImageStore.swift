import Foundation
import ImageCacheAPI

/// Decoded pictures in memory, bounded by the bytes of their pixels; the least recently used go first.
struct MemoryImageStore {
    private var images: [URL: ImageCacheNameSpace.Image] = [:]
    /// URLs from least to most recently used.
    private var order: [URL] = []
    private(set) var bytes = 0

    /// The picture for `url`, now the most recently used.
    mutating func image(for url: URL) -> ImageCacheNameSpace.Image? {
        guard let image = images[url] else { return nil }
        touch(url)
        return image
    }

    /// Keeps `image` for `url`, then drops the least recently used until at most `limit` bytes remain.
    mutating func insert(_ image: ImageCacheNameSpace.Image, for url: URL, limit: Int) {
        guard image.rgba.count <= limit else { return }
        if let old = images.updateValue(image, forKey: url) { bytes -= old.rgba.count }
        bytes += image.rgba.count
        touch(url)
        while bytes > limit, let oldest = order.first {
            order.removeFirst()
            bytes -= images.removeValue(forKey: oldest)?.rgba.count ?? 0
        }
    }

    private mutating func touch(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }
}
