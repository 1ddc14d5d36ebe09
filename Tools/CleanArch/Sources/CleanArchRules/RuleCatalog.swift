import CleanArchModel

/// Every rule `cleanarch check` runs, in id order.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        APIDependsOnlyOnAPIRule(),
        APIHasNoImplementationRule(),
        DependencyResolvesRule(),
        DependencyUsedRule(),
        DIOnlyInImplRule(),
        DomainNotCodableRule(),
        ImplNotOnImplRule(),
        ImplRegisteredRule(),
        ImportDeclaredRule(),
        ImportDirectRule(),
        LayoutRule(),
        NoCyclesRule(),
        NoLooseSourcesRule(),
        PresentationNotOnDataRule(),
        RepositoryProtocolInUseCaseAPIRule(),
        TestDoublesPresentRule(),
        UseCaseFrameworkFreeRule(),
    ]

    /// The rule with `id`, if any.
    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.descriptor.id == id }
    }

    /// Every rule's descriptor, plus the engine's own `invalid-suppression`.
    public static var descriptors: [RuleDescriptor] {
        all.map(\.descriptor) + [RuleEngine.invalidSuppression] + StringsRules.all
    }
}
