import Foundation

/// The image cache (blueprint §4.1.1): view models fetch pictures through it from the URLs their
/// use cases give them. Repositories and use cases never download images.
public protocol ImageCacheProtocol: Sendable {
    /// The picture at `url` if it is in memory or on disk, without a download.
    func getCachedImage(for url: URL) async -> ImageCacheNameSpace.Image?

    /// The picture at `url`: from the cache, else downloaded (once however many ask at the same
    /// time), decoded and kept. Nil when it cannot be fetched or read; a later call tries again.
    func downloadAndCacheImage(from url: URL) async -> ImageCacheNameSpace.Image?
}
