import CleanArchModel

/// Lookups the rules share, computed once per check. Packages are identified by directory:
/// two packages may have the same `name:`, and a manifest's references are resolved through
/// its own package dependencies first, as SwiftPM resolves them.
public struct WorkspaceIndex: Sendable {
    public let workspace: Workspace
    /// Every target with its package, in workspace order.
    public let targets: [(package: WorkspacePackage, target: WorkspaceTarget)]
    /// Targets by module name (the first declaration wins when the root package re-lists one).
    private let targetsByModule: [String: WorkspaceTarget]
    /// Packages by directory (relative to the root).
    private let packagesByDirectory: [String: WorkspacePackage]
    /// Packages by name and by identity (lower-cased directory name): the first one wins.
    private let packagesByName: [String: WorkspacePackage]
    /// Names more than one package has.
    private let sharedNames: Set<String>
    /// Each package's products' targets: package directory → product name → targets.
    private let productTargetsByPackage: [String: [String: [WorkspaceTarget]]]
    /// Product name → targets, for by-name references (the first package wins).
    private let productTargetsByName: [String: [WorkspaceTarget]]
    /// Every target's imports that count, by target id, read once for all rules.
    private var importsByTarget: [String: [ImportDeclaration]] = [:]
    /// Per package directory: the workspace packages its package dependencies answer to, by
    /// identity, `name:` and manifest name (lower-cased); the first dependency wins.
    let dependencyPackages: [String: [String: WorkspacePackage]]
    /// Per package directory: the products of its local package dependencies, by name.
    let dependencyProducts: [String: [String: [WorkspaceTarget]]]
    /// Per package directory: the identities and `name:`s of all its package dependencies, lower-cased.
    let declaredPackageNames: [String: Set<String>]
    /// What each target can import, by target id.
    private(set) var reaches: [String: ModuleReach] = [:]
    /// What each dependency entry of a target provides, by target id, in `dependencies:` order.
    private(set) var dependencyReaches: [String: [ModuleReach]] = [:]

    public init(_ workspace: Workspace) {
        self.workspace = workspace
        targets = workspace.packages.flatMap { package in package.targets.map { (package, $0) } }
        var byModule: [String: WorkspaceTarget] = [:]
        for (_, target) in targets {
            for module in target.modules where byModule[module] == nil || target.directory.hasSuffix(target.name) {
                byModule[module] = target
            }
        }
        targetsByModule = byModule
        packagesByDirectory = Dictionary(workspace.packages.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        var byName: [String: WorkspacePackage] = [:]
        var counts: [String: Int] = [:]
        for package in workspace.packages {
            counts[package.name, default: 0] += 1
            byName[package.name] = byName[package.name] ?? package
            let identity = (package.directory.split(separator: "/").last.map(String.init) ?? package.name).lowercased()
            byName[identity] = byName[identity] ?? package
        }
        packagesByName = byName
        sharedNames = Set(counts.filter { $0.value > 1 }.keys)
        var byPackage: [String: [String: [WorkspaceTarget]]] = [:]
        var byProduct: [String: [WorkspaceTarget]] = [:]
        for package in workspace.packages {
            var products: [String: [WorkspaceTarget]] = [:]
            for product in package.manifest.products {
                let targets = package.targets.filter { product.targets.contains($0.name) }
                products[product.name] = targets
                byProduct[product.name] = byProduct[product.name] ?? targets
            }
            byPackage[package.directory] = products
        }
        productTargetsByPackage = byPackage
        productTargetsByName = byProduct
        var dependencyPackages: [String: [String: WorkspacePackage]] = [:]
        var dependencyProducts: [String: [String: [WorkspaceTarget]]] = [:]
        var declaredPackageNames: [String: Set<String>] = [:]
        let directories = packagesByDirectory
        for package in workspace.packages {
            var packages: [String: WorkspacePackage] = [:]
            var products: [String: [WorkspaceTarget]] = [:]
            var names: Set<String> = []
            for dependency in package.manifest.dependencies {
                names.formUnion(dependency.referenceNames)
                guard let local = Self.resolve(dependency, from: package, directories: directories, names: byName) else { continue }
                for name in dependency.referenceNames + [local.name.lowercased()] where packages[name] == nil {
                    packages[name] = local
                }
                products.merge(byPackage[local.directory] ?? [:]) { first, _ in first }
            }
            dependencyPackages[package.directory] = packages
            dependencyProducts[package.directory] = products
            declaredPackageNames[package.directory] = names
        }
        self.dependencyPackages = dependencyPackages
        self.dependencyProducts = dependencyProducts
        self.declaredPackageNames = declaredPackageNames
        (reaches, dependencyReaches) = ModuleReachBuilder(index: self).build()
        // An import under `#if NAME` counts where the package's traits, the target's `.define`s
        // or `.cleanarch.yml`'s `conditions` set NAME; under `#if canImport(Module)`, where the
        // target can reach the module; under `#if swift(…)`, in the target's language mode.
        let reaches = self.reaches
        importsByTarget = Dictionary(
            targets.map { package, target in
                let languageMode = ImportDeclaration.languageModeCondition(target.manifest.swiftLanguageMode ?? package.manifest.swiftLanguageMode)
                let conditions = Set(package.manifest.enabledTraits + target.manifest.definedConditions
                    + workspace.configuration.conditions + [languageMode])
                let reachable = reaches[target.id]?.all ?? []
                let imports = target.files.compactMap { workspace.files[$0] }.flatMap(\.imports).filter { item in
                    item.requiredCondition?.split(separator: "&").allSatisfy { condition in
                        condition.hasPrefix("canImport:") ? reachable.contains(String(condition.dropFirst(10)))
                            : conditions.contains(String(condition))
                    } ?? true
                }
                return (target.id, imports)
            },
            uniquingKeysWith: { first, _ in first }
        )
    }

    /// The imports of a target's files that count for it: those under `#if` conditions its
    /// package, its settings or the configuration set, or a `canImport` of a module it reaches.
    public func imports(of target: WorkspaceTarget) -> [ImportDeclaration] {
        importsByTarget[target.id] ?? []
    }

    /// The workspace target that defines `module`, if any.
    public func target(module: String) -> WorkspaceTarget? {
        targetsByModule[module]
    }

    /// The workspace package a `.package(...)` dependency of `package` points at, if local.
    public func resolve(_ dependency: PackageDependency, from package: WorkspacePackage) -> WorkspacePackage? {
        Self.resolve(dependency, from: package, directories: packagesByDirectory, names: packagesByName)
    }

    private static func resolve(_ dependency: PackageDependency, from package: WorkspacePackage,
                                directories: [String: WorkspacePackage], names: [String: WorkspacePackage]) -> WorkspacePackage? {
        switch dependency.source {
        case .path(let path):
            return RelativePath.join(package.directory, path).flatMap { directories[$0] }
        case .url:
            return names[dependency.identity]
        }
    }

    /// The package in `directory`.
    public func package(atDirectory directory: String) -> WorkspacePackage? {
        packagesByDirectory[directory]
    }

    /// The package `reference` (a `package:` argument) means in `package`: one of its package
    /// dependencies answering to that identity, `name:` or manifest name, else any workspace
    /// package of that name.
    public func package(named reference: String, from package: WorkspacePackage) -> WorkspacePackage? {
        let name = reference.lowercased()
        return dependencyPackages[package.directory]?[name] ?? packagesByName[reference] ?? packagesByName[name]
    }

    /// The package's name, with its directory when another package has the same name.
    public func displayName(of package: WorkspacePackage) -> String {
        sharedNames.contains(package.name) ? "\(package.name)' at '\(package.directory.isEmpty ? "." : package.directory)" : package.name
    }

    /// The targets a target dependency brings in: a same-package target, or the targets of a product.
    public func targets(for dependency: TargetDependency, in package: WorkspacePackage) -> [WorkspaceTarget] {
        switch dependency.reference {
        case .target(let name):
            return package.targets.filter { $0.name == name }
        case .byName(let name):
            let local = package.targets.filter { $0.name == name }
            guard local.isEmpty else { return local }
            return dependencyProducts[package.directory]?[name] ?? productTargetsByName[name] ?? target(module: name).map { [$0] } ?? []
        case .product(let name, let packageName):
            guard let local = self.package(named: packageName, from: package) else { return [] }
            return productTargetsByPackage[local.directory]?[name] ?? []
        }
    }

    /// Whether `dependency` names the DI library.
    public func isDILibrary(_ name: String) -> Bool {
        workspace.configuration.diLibraries.contains(name) || workspace.configuration.diLibraries.contains(name.lowercased())
    }
}
