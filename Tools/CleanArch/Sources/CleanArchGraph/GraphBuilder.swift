import CleanArchModel

/// Turns a ``Workspace`` into a ``ModuleGraph``: collects nodes and dependencies by key, then
/// assigns ids, marks the edges the check's violations are reported on and finds cycles.
struct GraphBuilder {
    private struct Link: Hashable {
        let from: String
        let to: String
    }

    /// What ties a link to the check's findings: the manifest entries that declare it, and the
    /// (lower-cased) module names an import must name to use it.
    private struct Evidence {
        var declarations: Set<SourceLocation> = []
        var modules: Set<String> = []
    }

    private let level: ModuleGraph.Level
    private let index: WorkspaceIndex
    private let files: [String: SourceFile]
    /// Where the check reported violations.
    private let flagged: Set<SourceLocation>
    private var drafts: [String: NodeDraft] = [:]
    private var links: [Link: Evidence] = [:]
    /// Per source node key: the lower-cased modules it imports at a flagged import.
    private var flaggedImports: [String: Set<String>] = [:]

    init(workspace: Workspace, level: ModuleGraph.Level, violations: [Violation]) {
        self.level = level
        index = WorkspaceIndex(workspace.packages)
        files = workspace.files
        flagged = Set(violations.map(\.location))
    }

    consuming func build() -> ModuleGraph {
        for package in index.packages {
            switch level {
            case .package: addPackage(package)
            case .target:
                let links = PackageLinks(of: package, in: index)
                package.targets.forEach { addTarget($0, of: package, links: links) }
            }
        }
        return graph()
    }

    private mutating func addPackage(_ package: WorkspacePackage) {
        let node = add(.package(package), importing: package.targets)
        let links = PackageLinks(of: package, in: index)
        for (dependency, destination) in links.links {
            let modules = destination.kind == .external
                ? destination.modules.union(links.productNames[dependency.identity] ?? []) : destination.modules
            link(node, to: destination, evidence: Evidence(declarations: [dependency.location], modules: modules))
        }
    }

    /// Adds `target` and its dependencies; `links` are its package's.
    private mutating func addTarget(_ target: WorkspaceTarget, of package: WorkspacePackage, links: PackageLinks) {
        let node = add(.target(target, of: package), importing: [target])
        for dependency in target.manifest.dependencies {
            for destination in destinations(of: dependency.reference, in: package, links: links) {
                // The `.package` dependency that brings the destination in declares the edge too.
                let declarations = links.declarations[destination.packageKey] ?? []
                link(node, to: destination, evidence: Evidence(declarations: Set([dependency.location] + declarations),
                                                               modules: destination.modules))
            }
        }
    }

    /// The targets a dependency entry of a target of `package` stands for, or an external product.
    private func destinations(of reference: TargetDependency.Reference, in package: WorkspacePackage,
                              links: PackageLinks) -> [NodeDraft] {
        switch reference {
        case .byName(let name), .target(let name):
            if let local = package.targets.first(where: { $0.name == name }) {
                return [.target(local, of: package)]
            }
            if let provider = links.provider(of: name) { return provider }
            // A product of a package outside the workspace, named after it; a name nothing
            // declares gets no node (`check`'s dependency-resolves reports it).
            guard case .byName = reference, links.packageNames.contains(name.lowercased()) else { return [] }
            return [.external(identity: name.lowercased(), product: name)]
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

    /// Adds `draft`, noting the modules that the files of `targets` import at a flagged import.
    private mutating func add(_ draft: NodeDraft, importing targets: [WorkspaceTarget]) -> NodeDraft {
        let imports = targets.flatMap(\.files).compactMap { files[$0] }.flatMap(\.imports)
        flaggedImports[draft.key, default: []].formUnion(imports.filter { flagged.contains($0.location) }.map { $0.module.lowercased() })
        return add(draft)
    }

    private mutating func add(_ draft: NodeDraft) -> NodeDraft {
        drafts[draft.key] = drafts[draft.key] ?? draft
        return draft
    }

    private mutating func link(_ source: NodeDraft, to destination: NodeDraft, evidence: Evidence) {
        let key = Link(from: source.key, to: add(destination).key)
        links[key, default: Evidence()].declarations.formUnion(evidence.declarations)
        links[key, default: Evidence()].modules.formUnion(evidence.modules)
    }

    /// Whether the check reported a violation on a manifest entry declaring `link`, or on an
    /// import through which the source uses the destination.
    private func isFlagged(_ link: Link, _ evidence: Evidence) -> Bool {
        !evidence.declarations.isDisjoint(with: flagged) || !evidence.modules.isDisjoint(with: flaggedImports[link.from] ?? [])
    }

    private func graph() -> ModuleGraph {
        let ordered = drafts.values.sorted { $0.key < $1.key }
        let ids = NodeIdentifier.unique(ordered.map(\.baseID))
        let idByKey = Dictionary(uniqueKeysWithValues: zip(ordered.map(\.key), ids))
        let nodes = zip(ordered, ids).map { $0.node(id: $1) }.sorted { $0.id < $1.id }
        let pairs = links.map { (from: idByKey[$0.key.from]!, to: idByKey[$0.key.to]!, link: $0.key, evidence: $0.value) }
        let cycles = CycleFinder(nodeIDs: nodes.map(\.id), edges: pairs.map { ($0.from, $0.to) })
        let edges = pairs.map { pair in
            ModuleEdge(
                from: pair.from,
                to: pair.to,
                isRuleBreaking: isFlagged(pair.link, pair.evidence),
                isCycle: cycles.isCycleEdge(from: pair.from, to: pair.to)
            )
        }.sorted()
        return ModuleGraph(level: level, nodes: nodes, edges: edges, cycles: cycles.cycles)
    }
}
