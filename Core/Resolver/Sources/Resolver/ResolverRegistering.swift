/// Adopted by `Resolver` in the app module to register every service in one place.
///
/// `registerAllServices()` runs exactly once, before the first resolution from ``Resolver/main`` or any
/// container derived from it with ``Resolver/init(child:)``; ``Resolver/reset()`` arms it again.
public protocol ResolverRegistering {
    /// Registers the app's services, typically through the static `Resolver.register` methods.
    static func registerAllServices()
}
