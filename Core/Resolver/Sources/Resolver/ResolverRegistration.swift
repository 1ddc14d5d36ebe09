/// One type a container resolves, as it was registered: lets a test resolve every registration of a
/// composition root and check its scope, from the registrations themselves rather than a typed list.
public struct ResolverRegistration: Sendable {
    /// The registered type, module-qualified (`LoginUseCaseAPI.LoginUseCaseProtocol`).
    public let serviceType: String
    /// The registration's name, if any.
    public let name: String?
    /// How long resolved instances are reused.
    public internal(set) var scope: ResolverScope
    /// Whether only the main actor may resolve it.
    public let isMainActorBound: Bool
    /// The registration (and its `implements` types) it was made with.
    let group: Int
    private let resolveBody: @Sendable (Resolver) throws(ResolverError) -> AnyObject?

    init<Service>(_ service: Service.Type, name: String?, scope: ResolverScope, isMainActorBound: Bool, group: Int) {
        serviceType = String(reflecting: service)
        self.name = name
        self.scope = scope
        self.isMainActorBound = isMainActorBound
        self.group = group
        resolveBody = { resolver throws(ResolverError) in
            let value: Any = try resolver.resolveOrThrow(Service.self, name: name)
            return type(of: value) is AnyClass ? value as AnyObject : nil
        }
    }

    /// Resolves it from `resolver`: the instance when it is an object, nil for a value.
    /// - Throws: ``ResolverError`` when `resolver` cannot resolve it.
    public func resolveObject(in resolver: Resolver) throws(ResolverError) -> AnyObject? {
        try resolveBody(resolver)
    }
}
