/// Resolves its service from `container` (``Resolver/root`` by default) on first access, then keeps it.
@propertyWrapper
public struct LazyInjected<Service> {
    private let name: String?
    private let container: Resolver?
    private var service: Service?

    /// Prepares to resolve the service registered under `name` on first access.
    public init(name: String? = nil, container: Resolver? = nil) {
        self.name = name
        self.container = container
    }

    /// The service, resolved on first access (trapping if there is none); assign to substitute it.
    public var wrappedValue: Service {
        mutating get {
            if let service { return service }
            let resolved: Service = (container ?? Resolver.root).resolve(name: name)
            service = resolved
            return resolved
        }
        set { service = newValue }
    }
}

extension LazyInjected: Sendable where Service: Sendable {}
