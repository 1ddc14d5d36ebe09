import Resolver

/// The fixture's registrations, numbered like PayRed's `DIRegisterar.swift`.
extension Resolver: @retroactive ResolverRegistering {
    public static func registerAllServices() {
        // 1. Data sources: one instance for the app's lifetime.
        register { FixtureConfiguration(name: "fixture") }
            .scope(.application)
    }
}
