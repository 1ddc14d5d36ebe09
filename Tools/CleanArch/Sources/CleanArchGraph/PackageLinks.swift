import CleanArchModel

/// What one package's dependency entries resolve to, worked out once per package so that each
/// target dependency is resolved in constant time (a root package may have thousands).
struct PackageLinks {
    /// Each `.package` dependency with the package node it points to.
    let links: [(dependency: PackageDependency, destination: NodeDraft)]
    /// The manifest entries declaring each destination package, by its key.
    let declarations: [String: [SourceLocation]]
    /// The targets each product (or target) name of the local package dependencies stands for;
    /// the first dependency naming it wins.
    private let providers: [String: [NodeDraft]]
    /// The identities and `name:`s of the package dependencies, lower-cased.
    let packageNames: Set<String>
    /// The product names the package's targets use from each package identity, lower-cased.
    let productNames: [String: [String]]

    init(of package: WorkspacePackage, in index: WorkspaceIndex) {
        links = package.manifest.dependencies.map { dependency in
            let local = index.resolve(dependency, of: package).map { NodeDraft.package(index.packages[$0]) }
            return (dependency, local ?? .external(identity: dependency.identity, product: nil))
        }
        declarations = Dictionary(grouping: links, by: \.destination.key).mapValues { $0.map(\.dependency.location) }
        var providers: [String: [NodeDraft]] = [:]
        for position in index.pathDependencies(of: package) {
            let provider = index.packages[position]
            let byName = Dictionary(provider.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for product in provider.manifest.products where providers[product.name] == nil {
                providers[product.name] = product.targets.compactMap { byName[$0] }.map { .target($0, of: provider) }
            }
            for target in provider.targets where providers[target.name] == nil {
                providers[target.name] = [.target(target, of: provider)]
            }
        }
        self.providers = providers.filter { !$0.value.isEmpty }
        packageNames = Set(package.manifest.dependencies.flatMap(\.referenceNames))
        var productNames: [String: [String]] = [:]
        for dependency in package.targets.flatMap(\.manifest.dependencies) {
            guard case .product(let name, let packageName) = dependency.reference else { continue }
            productNames[packageName.lowercased(), default: []].append(name.lowercased())
        }
        self.productNames = productNames
    }

    /// The targets a product or target name of the package dependencies stands for.
    func provider(of name: String) -> [NodeDraft]? {
        providers[name]
    }
}
