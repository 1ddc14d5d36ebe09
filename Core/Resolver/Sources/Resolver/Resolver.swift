import Foundation
internal import Swinject

// @unchecked Sendable: `container` (its entries and their kept instances) and `needsRegistration` are
// only touched while holding `lock`. The lock is recursive, so factories may resolve their dependencies,
// and it is shared by a container and all its descendants, because resolving through a Swinject child
// container also mutates its ancestors' resolution state. `parent` is immutable.

/// A dependency-injection container with the API of the `Resolver` library, built on Swinject.
///
/// A container resolves its own registrations first and then those of its parent (see ``init(child:)``).
/// Registering and resolving are safe from any thread. Resolved values are `sending`, so callers may use
/// them in any isolation; instances kept by a scope go to every caller, so a service resolved from several
/// isolation domains should be `Sendable` or actor-isolated.
public final class Resolver: @unchecked Sendable {
    private let lock: NSRecursiveLock
    private let container: Container
    private let parent: Resolver?
    private var needsRegistration = true
    private let log = RegistrationLog()

    /// Creates an empty container with no parent.
    public init() {
        lock = NSRecursiveLock()
        container = Container()
        parent = nil
    }

    /// Creates an empty container whose registrations override, and fall back to, those of `parent`.
    ///
    /// The label is kept from the `Resolver` library, where the fallback container is called the child.
    public init(child parent: Resolver) {
        lock = parent.lock
        container = Container(parent: parent.container)
        self.parent = parent
    }

    // MARK: Registration

    /// Registers `factory` for `type` under `name`, replacing any earlier registration for the same pair.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        factory: @escaping @Sendable () -> Service
    ) -> ResolverOptions<Service> {
        register(type, name: name) { _ in factory() }
    }

    /// Registers `factory`, which receives the resolving container to resolve its own dependencies.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        factory: @escaping @Sendable (Resolver) -> Service
    ) -> ResolverOptions<Service> {
        add(type, name: name, isMainActorBound: false, factory: factory)
    }

    /// Registers a `@MainActor` factory, as in `register { @MainActor in Coordinator() }`.
    ///
    /// The service may then only be resolved on the main actor; elsewhere resolution traps naming the type.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        mainActorFactory factory: @escaping @MainActor () -> Service
    ) -> ResolverOptions<Service> {
        register(type, name: name, mainActorFactory: { _ in factory() })
    }

    /// Registers a `@MainActor` factory that receives the resolving container.
    ///
    /// The service may then only be resolved on the main actor; elsewhere resolution traps naming the type.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        mainActorFactory factory: @escaping @MainActor (Resolver) -> Service
    ) -> ResolverOptions<Service> {
        add(type, name: name, isMainActorBound: true) { resolver in
            // Only reached on the main thread: `MainActorStorage` checks before the factory runs.
            MainActor.assumeIsolated { MainThreadValue(value: factory(resolver)) }.value
        }
    }

    private func add<Service>(
        _ type: Service.Type,
        name: String?,
        isMainActorBound: Bool,
        factory: @escaping @Sendable (Resolver) -> Service
    ) -> ResolverOptions<Service> {
        lock.withLock {
            let entry = container.register(type, name: name) { (_: Swinject.Resolver, resolver: Resolver) in
                factory(resolver)
            }
            let group = log.newGroup()
            log.add(ResolverRegistration(type, name: name, scope: .graph, isMainActorBound: isMainActorBound, group: group))
            return ResolverOptions(entry: entry, lock: lock, isMainActorBound: isMainActorBound, log: log, group: group)
                .scope(.graph)
        }
    }

    /// What this container registers itself (its parent's are the parent's), in order, after
    /// `registerAllServices()` has run for ``main``: the list a test checks a composition root against.
    public var registrations: [ResolverRegistration] {
        lock.withLock {
            registerServicesIfNeeded()
            return log.registrations
        }
    }

    // MARK: Resolution

    /// Returns the `type` registered under `name`; traps with a ``ResolverError`` message if there is none.
    public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> sending Service {
        do {
            return try resolveOrThrow(type, name: name)
        } catch {
            fatalError(error.description)
        }
    }

    /// Returns the `type` registered under `name`, or `nil` if there is none.
    public func optional<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> sending Service? {
        try? resolveOrThrow(type, name: name)
    }

    /// Returns the `type` registered under `name`, or throws a ``ResolverError`` naming it if there is none.
    public func resolveOrThrow<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil
    ) throws(ResolverError) -> sending Service {
        let service = lock.withLock {
            registerServicesIfNeeded()
            return container.resolve(type, name: name, argument: self)
        }
        guard let service else { throw ResolverError(serviceType: type, name: name) }
        return service
    }

    /// Calls `registerAllServices()` before the first resolution in the tree of ``Resolver/main``.
    /// Must be called with `lock` held, which makes racing first resolutions wait for it.
    private func registerServicesIfNeeded() {
        var top = self
        while let parent = top.parent { top = parent }
        guard top.needsRegistration else { return }
        top.needsRegistration = false
        guard top === Resolver.main, let registerAllServices = Resolver.registration else { return }
        registerAllServices()
    }
}

// @unchecked Sendable: it is created and unwrapped synchronously on the main thread, never crossing threads.

/// Carries a value out of `MainActor.assumeIsolated`.
private struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value
}
