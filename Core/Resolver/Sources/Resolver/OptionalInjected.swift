/// Resolves its service from `container` (``Resolver/root`` by default) when its owner is initialized,
/// or holds `nil` if the service is not registered.
@propertyWrapper
public struct OptionalInjected<Service> {
    /// The resolved service, or `nil`; assign to substitute it.
    public var wrappedValue: Service?

    /// Resolves the service registered under `name`, if any.
    public init(name: String? = nil, container: Resolver? = nil) {
        wrappedValue = (container ?? Resolver.root).optional(name: name)
    }
}

extension OptionalInjected: Sendable where Service: Sendable {}
