import CleanArchModel

/// Turns a ``Workspace`` into a ``ModuleGraph``: collects nodes and dependencies by key, then
/// assigns ids, applies the dependency rules and finds cycles.
struct GraphBuilder {
    private struct Link: Hashable {
        let from: String
        let to: String
    }

    private let level: ModuleGraph.Level
    private let index: WorkspaceIndex
    private let rules: DependencyRules
    private var drafts: [String: NodeDraft] = [:]
    private var links: Set<Link> = []

    init(workspace: Workspace, level: ModuleGraph.Level) {
        self.level = level
        index = WorkspaceIndex(workspace.packages)
        rules = DependencyRules(workspace.configuration)
    }

    consuming func build() -> ModuleGraph {
        for package in index.packages {
            switch level {
            case .package: addPackage(package)
            case .target: package.targets.forEach { addTarget($0, of: package) }
            }
        }
        return graph()
    }

    private mutating func addPackage(_ package: WorkspacePackage) {
        let node = add(.package(package))
        for dependency in package.manifest.dependencies {
            let destination = index.resolve(dependency, of: package).map { NodeDraft.package(index.packages[$0]) }
            link(node, to: destination ?? .external(identity: dependency.identity, product: nil))
        }
    }

    private mutating func addTarget(_ target: WorkspaceTarget, of package: WorkspacePackage) {
        let node = add(.target(target, of: package))
        for dependency in target.manifest.dependencies {
            for destination in destinations(of: dependency.reference, in: package) {
                link(node, to: destination)
            }
        }
    }

    /// The targets a dependency entry of a target of `package` stands for, or an external product.
    private func destinations(of reference: TargetDependency.Reference, in package: WorkspacePackage) -> [NodeDraft] {
        switch reference {
        case .byName(let name), .target(let name):
            if let local = package.targets.first(where: { $0.name == name }) {
                return [.target(local, of: package)]
            }
            let provider = index.pathDependencies(of: package).lazy.compactMap { position in
                let targets = self.targets(ofProduct: name, in: self.index.packages[position])
                return targets.isEmpty ? nil : targets
            }.first
            return provider ?? [.external(identity: name.lowercased(), product: name)]
        case .product(let name, let packageName):
            let targets = index.package(named: packageName, from: package).map {
                self.targets(ofProduct: name, in: index.packages[$0])
            } ?? []
            return targets.isEmpty ? [.external(identity: packageName.lowercased(), product: name)] : targets
        }
    }

    /// The targets of `package`'s product `name`, or its target of that name.
    private func targets(ofProduct name: String, in package: WorkspacePackage) -> [NodeDraft] {
        let names = package.manifest.products.first { $0.name == name }?.targets ?? [name]
        return package.targets.filter { names.contains($0.name) }.map { .target($0, of: package) }
    }

    private mutating func add(_ draft: NodeDraft) -> NodeDraft {
        drafts[draft.key] = drafts[draft.key] ?? draft
        return draft
    }

    private mutating func link(_ source: NodeDraft, to destination: NodeDraft) {
        links.insert(Link(from: source.key, to: add(destination).key))
    }

    private func graph() -> ModuleGraph {
        let ordered = drafts.values.sorted { $0.key < $1.key }
        let ids = NodeIdentifier.unique(ordered.map(\.baseID))
        let idByKey = Dictionary(uniqueKeysWithValues: zip(ordered.map(\.key), ids))
        let nodes = zip(ordered, ids).map { $0.node(id: $1) }.sorted { $0.id < $1.id }
        let pairs = links.map { (from: idByKey[$0.from]!, to: idByKey[$0.to]!, link: $0) }
        let cycles = CycleFinder(nodeIDs: nodes.map(\.id), edges: pairs.map { ($0.from, $0.to) })
        let edges = pairs.map { pair in
            ModuleEdge(
                from: pair.from,
                to: pair.to,
                isRuleBreaking: rules.isRuleBreaking(from: drafts[pair.link.from]!, to: drafts[pair.link.to]!),
                isCycle: cycles.isCycleEdge(from: pair.from, to: pair.to)
            )
        }.sorted()
        return ModuleGraph(level: level, nodes: nodes, edges: edges, cycles: cycles.cycles)
    }
}
