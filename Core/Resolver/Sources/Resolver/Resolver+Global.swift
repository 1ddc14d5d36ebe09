/// The global containers and the static API of the `Resolver` library.
extension Resolver {
    private struct Globals: Sendable {
        var main: Resolver
        var root: Resolver
        var registration: (@Sendable () -> Void)?
    }

    private static let globals: Locked<Globals> = {
        let main = Resolver()
        return Locked(Globals(main: main, root: main))
    }()

    /// What ``main`` runs before its first resolution: a stand-in set by this package's tests,
    /// else `Resolver`'s own `ResolverRegistering` conformance (the app's composition root).
    ///
    /// The stand-in lets the tests exercise registration without conforming `Resolver` themselves,
    /// which would clash with the app's conformance when all tests share one binary.
    static var registration: (@Sendable () -> Void)? {
        get {
            globals.withLock { $0.registration } ?? conformanceRegistration
        }
        set { globals.withLock { $0.registration = newValue } }
    }

    /// The app's container; the static `register` methods add to it.
    public static var main: Resolver {
        globals.withLock { $0.main }
    }

    /// The container the static `resolve` methods and the property wrappers use; ``main`` unless replaced,
    /// e.g. by `Resolver(child: .main)` in tests.
    public static var root: Resolver {
        get { globals.withLock { $0.root } }
        set { globals.withLock { $0.root = newValue } }
    }

    /// Runs `Resolver`'s `ResolverRegistering` conformance, if the app declared one.
    private static let conformanceRegistration: @Sendable () -> Void = {
        (Resolver.self as? any ResolverRegistering.Type)?.registerAllServices()
    }

    /// Replaces ``main`` and ``root`` with one fresh, empty container that will call `registerAllServices()`
    /// again on first resolution. For tests.
    public static func reset() {
        let fresh = Resolver()
        globals.withLock { $0.main = fresh; $0.root = fresh }
    }

    /// Registers `factory` for `type` under `name` in ``main``.
    @discardableResult
    public static func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        factory: @escaping @Sendable () -> Service
    ) -> ResolverOptions<Service> {
        main.register(type, name: name, factory: factory)
    }

    /// Registers `factory`, which receives the resolving container, in ``main``.
    @discardableResult
    public static func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        factory: @escaping @Sendable (Resolver) -> Service
    ) -> ResolverOptions<Service> {
        main.register(type, name: name, factory: factory)
    }

    /// Registers a `@MainActor` factory in ``main``; the service may only be resolved on the main actor.
    @discardableResult
    public static func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        mainActorFactory factory: @escaping @MainActor () -> Service
    ) -> ResolverOptions<Service> {
        main.register(type, name: name, mainActorFactory: factory)
    }

    /// Registers a `@MainActor` factory receiving the resolving container in ``main``; the service may only
    /// be resolved on the main actor.
    @discardableResult
    public static func register<Service>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        mainActorFactory factory: @escaping @MainActor (Resolver) -> Service
    ) -> ResolverOptions<Service> {
        main.register(type, name: name, mainActorFactory: factory)
    }

    /// Returns the `type` registered under `name` in ``root``; traps naming the type if there is none.
    public static func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> sending Service {
        root.resolve(type, name: name)
    }

    /// Returns the `type` registered under `name` in ``root``, or `nil` if there is none.
    public static func optional<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> sending Service? {
        root.optional(type, name: name)
    }
}
