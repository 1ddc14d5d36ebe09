/// Resolves its service from `container` (``Resolver/root`` by default) when its owner is initialized.
@propertyWrapper
public struct Injected<Service> {
    /// The resolved service; assign to substitute it.
    public var wrappedValue: Service

    /// Resolves the service registered under `name`, trapping if there is none.
    public init(name: String? = nil, container: Resolver? = nil) {
        wrappedValue = (container ?? Resolver.root).resolve(name: name)
    }
}

extension Injected: Sendable where Service: Sendable {}
