import CleanArchModel

/// A node before ids are assigned, with what linking it to the check's findings needs.
struct NodeDraft {
    /// Unique in the graph being built: `pkg:<directory>`, `target:<directory>#<name>`,
    /// `ext:<identity>` or `ext:<identity>/<product>`.
    let key: String
    let label: String
    let kind: ModuleNode.Kind
    let role: Role?
    let feature: String?
    let isTestDoubles: Bool
    let isTest: Bool
    /// The key of the package-level node the node belongs to (itself for a package node).
    let packageKey: String
    /// Lower-cased names of the modules an import of the node names: a package's targets, a
    /// target, an external product (or, without one, the package identity).
    let modules: Set<String>

    func node(id: String) -> ModuleNode {
        ModuleNode(
            id: id, label: label, kind: kind, role: role, feature: feature,
            isTestDoubles: isTestDoubles, isTest: isTest
        )
    }

    static func package(_ package: WorkspacePackage) -> NodeDraft {
        NodeDraft(
            key: "pkg:\(package.directory)",
            label: package.name,
            kind: .package,
            role: package.role,
            feature: FeatureName.of(directory: package.directory, layer: package.role.layer),
            isTestDoubles: false,
            isTest: false,
            packageKey: "pkg:\(package.directory)",
            modules: Set(package.targets.map { $0.name.lowercased() })
        )
    }

    static func target(_ target: WorkspaceTarget, of package: WorkspacePackage) -> NodeDraft {
        NodeDraft(
            key: "target:\(package.directory)#\(target.name)",
            label: "\(package.name)/\(target.name)",
            kind: .target,
            role: target.role,
            feature: FeatureName.of(directory: target.directory, layer: target.role.layer),
            isTestDoubles: target.isTestDoubles,
            isTest: target.manifest.kind == .test,
            packageKey: "pkg:\(package.directory)",
            modules: [target.name.lowercased()]
        )
    }

    /// An external package (`product` nil, package level) or one of its products (target level).
    static func external(identity: String, product: String?) -> NodeDraft {
        let label = product.map { "\(identity)/\($0)" } ?? identity
        return NodeDraft(
            key: "ext:\(label)",
            label: label,
            kind: .external,
            role: nil,
            feature: nil,
            isTestDoubles: false,
            isTest: false,
            packageKey: "ext:\(identity)",
            modules: [product?.lowercased() ?? identity]
        )
    }

    /// The id before de-duplication.
    var baseID: String {
        NodeIdentifier.sanitised(kind == .external ? "ext_\(label)" : label)
    }
}
