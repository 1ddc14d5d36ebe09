internal import Swinject

/// How long a resolved instance is reused.
public enum ResolverScope: Sendable {
    /// One instance for the life of the container that holds the registration.
    case application
    /// Like ``application``, but discarded by `ResolverScope.cached.reset()`.
    case cached
    /// One instance per top-level resolution: dependencies resolved while building it share it. The default.
    case graph
    /// The same instance while something holds a strong reference to it, a new one afterwards (classes only).
    case shared
    /// A new instance on every resolution.
    case unique

    /// Discards every instance held by `.cached` registrations, in all containers.
    ///
    /// Only `.cached` can be reset; calling this on another scope is a programmer error and traps.
    public func reset() {
        precondition(self == .cached, "Resolver: only ResolverScope.cached can be reset, not .\(self)")
        CachedStorage.invalidateAll()
    }

    /// The Swinject scope that implements this scope.
    var objectScope: ObjectScope {
        switch self {
        case .application: .container
        case .cached: .resolverCached
        case .graph: .graph
        case .shared: .weak
        case .unique: .transient
        }
    }
}
