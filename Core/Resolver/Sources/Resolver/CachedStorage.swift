internal import Swinject

/// Instance storage for ``ResolverScope/cached``: keeps its instance until the next `ResolverScope.cached.reset()`.
///
/// A reset advances a process-wide generation; an instance stored under an older generation is dropped
/// the next time its registration is resolved.
final class CachedStorage: InstanceStorage {
    private static let generation = Locked<UInt64>(0)
    private var stored: (generation: UInt64, instance: Any)?

    /// Invalidates the instances of every `CachedStorage`.
    static func invalidateAll() {
        generation.withLock { $0 &+= 1 }
    }

    var instance: Any? {
        get {
            guard let stored, stored.generation == Self.generation.withLock({ $0 }) else {
                self.stored = nil
                return nil
            }
            return stored.instance
        }
        set {
            stored = newValue.map { (Self.generation.withLock { $0 }, $0) }
        }
    }
}

extension ObjectScope {
    /// The Swinject scope backing ``ResolverScope/cached``.
    static let resolverCached = ObjectScope(storageFactory: CachedStorage.init, description: "cached")
}
