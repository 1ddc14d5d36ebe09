import CleanArchModel

/// A node of a ``ModuleGraph``: a workspace package, a target, or something outside the workspace.
public struct ModuleNode: Hashable, Sendable {
    /// What the node stands for.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case package, target, external
    }

    /// The role a node plays in the picture: what ``GraphFilter/roles`` selects and renderers style.
    public enum Category: String, Codable, Sendable, CaseIterable {
        case api, impl, testDoubles, test, external
        /// Workspace nodes with no API/Impl side: core, app, tools.
        case other
    }

    /// Stable and unique in its graph; only ASCII letters, digits and `_`, safe as a dot or
    /// mermaid identifier.
    public let id: String
    /// `Package` at package level, `Package/Target` at target level, the package identity (and
    /// product) for an external node.
    public let label: String
    public let kind: Kind
    /// Nil for external nodes.
    public let role: Role?
    /// `Features/<Feature>/…` gives `<Feature>`; otherwise a cluster: `Coordinator`, `Data`, `Core`,
    /// `Tools`, `App` or `Other`. Nil for external nodes.
    public let feature: String?
    /// A `{Name}TestDoubles` target.
    public let isTestDoubles: Bool
    /// A test target.
    public let isTest: Bool

    /// From the kind, the test flags and the role's kind, in that order.
    public var category: Category {
        if kind == .external { return .external }
        if isTestDoubles { return .testDoubles }
        if isTest { return .test }
        switch role?.kind {
        case .api: return .api
        case .impl: return .impl
        case nil: return .other
        }
    }

    init(
        id: String, label: String, kind: Kind, role: Role?, feature: String?, isTestDoubles: Bool, isTest: Bool
    ) {
        self.id = id
        self.label = label
        self.kind = kind
        self.role = role
        self.feature = feature
        self.isTestDoubles = isTestDoubles
        self.isTest = isTest
    }
}
