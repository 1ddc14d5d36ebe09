import CleanArchModel

/// Lookups the rules share, computed once per check.
public struct WorkspaceIndex: Sendable {
    public let workspace: Workspace
    /// Every target with its package, in workspace order.
    public let targets: [(package: WorkspacePackage, target: WorkspaceTarget)]
    /// Targets by module name (the first declaration wins when the root package re-lists one).
    private let targetsByModule: [String: WorkspaceTarget]
    /// Packages by directory (relative to the root).
    private let packagesByDirectory: [String: WorkspacePackage]
    /// Packages by name and by identity (lower-cased directory or URL name).
    private let packagesByName: [String: WorkspacePackage]
    /// Each package's products' targets: package name → product name → targets.
    private let productTargetsByPackage: [String: [String: [WorkspaceTarget]]]
    /// Product name → targets, for by-name references (the first package wins).
    private let productTargetsByName: [String: [WorkspaceTarget]]
    /// Every target's imports, by `package/target`, read once for all rules.
    private let importsByTarget: [String: [ImportDeclaration]]

    public init(_ workspace: Workspace) {
        self.workspace = workspace
        targets = workspace.packages.flatMap { package in package.targets.map { (package, $0) } }
        var byModule: [String: WorkspaceTarget] = [:]
        for (_, target) in targets where byModule[target.name] == nil || target.directory.hasSuffix(target.name) {
            byModule[target.name] = target
        }
        targetsByModule = byModule
        packagesByDirectory = Dictionary(workspace.packages.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        var byName: [String: WorkspacePackage] = [:]
        for package in workspace.packages {
            byName[package.name] = byName[package.name] ?? package
            let identity = (package.directory.split(separator: "/").last.map(String.init) ?? package.name).lowercased()
            byName[identity] = byName[identity] ?? package
        }
        packagesByName = byName
        var byPackage: [String: [String: [WorkspaceTarget]]] = [:]
        var byProduct: [String: [WorkspaceTarget]] = [:]
        for package in workspace.packages {
            var products: [String: [WorkspaceTarget]] = [:]
            for product in package.manifest.products {
                let targets = package.targets.filter { product.targets.contains($0.name) }
                products[product.name] = targets
                byProduct[product.name] = byProduct[product.name] ?? targets
            }
            byPackage[package.name] = byPackage[package.name] ?? products
        }
        productTargetsByPackage = byPackage
        productTargetsByName = byProduct
        importsByTarget = Dictionary(
            targets.map { package, target in
                ("\(package.name)/\(target.name)", target.files.compactMap { workspace.files[$0] }.flatMap(\.imports))
            },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// Every import in a target's files.
    public func imports(of target: WorkspaceTarget) -> [ImportDeclaration] {
        importsByTarget["\(target.packageName)/\(target.name)"] ?? []
    }

    /// The workspace target that defines `module`, if any.
    public func target(module: String) -> WorkspaceTarget? {
        targetsByModule[module]
    }

    /// The workspace package a `.package(...)` dependency of `package` points at, if local.
    public func resolve(_ dependency: PackageDependency, from package: WorkspacePackage) -> WorkspacePackage? {
        switch dependency.source {
        case .path(let path):
            return RelativePath.join(package.directory, path).flatMap { packagesByDirectory[$0] }
        case .url:
            return packagesByName[dependency.identity]
        }
    }

    /// The workspace package named `name` (or with that identity).
    public func package(named name: String) -> WorkspacePackage? {
        packagesByName[name] ?? packagesByName[name.lowercased()]
    }

    /// The targets a target dependency brings in: a same-package target, or the targets of a product.
    public func targets(for dependency: TargetDependency, in package: WorkspacePackage) -> [WorkspaceTarget] {
        switch dependency.reference {
        case .target(let name):
            return package.targets.filter { $0.name == name }
        case .byName(let name):
            let local = package.targets.filter { $0.name == name }
            return local.isEmpty ? productTargets(name: name, package: nil) : local
        case .product(let name, let packageName):
            return productTargets(name: name, package: packageName)
        }
    }

    /// Whether `dependency` names the DI library.
    public func isDILibrary(_ name: String) -> Bool {
        workspace.configuration.diLibraries.contains(name) || workspace.configuration.diLibraries.contains(name.lowercased())
    }

    private func productTargets(name: String, package packageName: String?) -> [WorkspaceTarget] {
        if let packageName {
            guard let local = package(named: packageName) else { return [] }
            return productTargetsByPackage[local.name]?[name] ?? []
        }
        return productTargetsByName[name] ?? target(module: name).map { [$0] } ?? []
    }
}
