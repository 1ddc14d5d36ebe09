/// The error thrown by ``Resolver/resolveOrThrow(_:name:)`` when nothing is registered for a type and name.
public struct ResolverError: Error, CustomStringConvertible {
    /// The name of the type that could not be resolved.
    public let serviceType: String
    /// The registration name that was requested, if any.
    public let name: String?

    init(serviceType: Any.Type, name: String?) {
        self.serviceType = String(describing: serviceType)
        self.name = name
    }

    /// A message naming the missing type and name, e.g. `Resolver: no registration for Foo (name: nil)`.
    public var description: String {
        "Resolver: no registration for \(serviceType) (name: \(name.map { "\"\($0)\"" } ?? "nil"))"
    }
}
