/// A read-write reference to a value owned elsewhere, typically a view model property.
@MainActor
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Binds to `root[keyPath: keyPath]`, e.g. `Binding(viewModel, \.emailText)`; keeps `root` alive.
    public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value; assigning writes through to the source.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
}
