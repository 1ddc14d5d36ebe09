/// What `cleanarch new` was asked to create.
public struct ScaffoldRequest: Equatable, Sendable {
    /// One component to create.
    public struct Component: Equatable, Sendable {
        public let kind: ComponentKind
        /// As typed; the kind's suffix is added unless present (`Cards` → `CardsUseCase`).
        public let name: String

        public init(kind: ComponentKind, name: String) {
            self.kind = kind
            self.name = name
        }

        /// The full component name.
        var componentName: String { kind.componentName(name) }
    }

    /// The feature the components belong to (not needed for coordinators).
    public var feature: String?
    public var components: [Component]
    /// The feature's existing use case new repositories and screens build on, when it has several.
    public var useCase: String?
    /// The feature's existing repository a new data source serves, when it has several.
    public var repository: String?
    /// The coordinator (`MenuTab`) that shows a new screen: it gets the screen's route.
    public var coordinator: String?

    public init(feature: String?, components: [Component], useCase: String? = nil, repository: String? = nil, coordinator: String? = nil) {
        self.feature = feature
        self.components = components
        self.useCase = useCase
        self.repository = repository
        self.coordinator = coordinator
    }
}
