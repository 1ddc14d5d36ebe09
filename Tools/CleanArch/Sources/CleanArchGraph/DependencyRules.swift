import CleanArchModel

/// The blueprint's dependency rules as they apply to one graph edge (see ``ModuleGraph``).
struct DependencyRules {
    private let diLibraries: Set<String>
    private let allowedForAPI: Set<String>
    private let forbiddenInUseCases: Set<String>

    init(_ configuration: Configuration) {
        diLibraries = Set(configuration.diLibraries.map { $0.lowercased() })
        let allowed = configuration.allowedPlatformPackages + configuration.allowedPlatformModules
        allowedForAPI = Set(allowed.map { $0.lowercased() })
        forbiddenInUseCases = Set(configuration.forbiddenInUseCases.map { $0.lowercased() })
    }

    func isRuleBreaking(from source: NodeDraft, to destination: NodeDraft) -> Bool {
        guard !source.isTest, source.packageDirectory != destination.packageDirectory, let role = source.role else {
            return false
        }
        let other = destination.role
        switch role.kind {
        case .api where !isAllowedForAPI(destination): return true
        case .impl where other?.kind == .impl: return true
        default: break
        }
        switch role.layer {
        case .screen:
            return other?.layer == .data || other == Role(kind: .impl, layer: .repository)
        case .useCase:
            return other?.layer == .screen || other?.layer == .data
                || (destination.kind == .external && !destination.aliases.isDisjoint(with: forbiddenInUseCases))
        default:
            return false
        }
    }

    /// API, core (but not the DI library) or an allowed platform package or module.
    private func isAllowedForAPI(_ node: NodeDraft) -> Bool {
        if !node.aliases.isDisjoint(with: diLibraries) { return false }
        return node.role?.kind == .api || node.role?.layer == .core || !node.aliases.isDisjoint(with: allowedForAPI)
    }
}
