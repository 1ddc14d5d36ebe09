import CleanArchModel

/// Computes every target's `ModuleReach` once: local dependencies through the workspace's
/// manifests, external ones through the manifests of their checkouts (`ResolvedPackages`), where a
/// product's modules are its targets' (c99 names, after `moduleAliases`).
final class ModuleReachBuilder {
    private let index: WorkspaceIndex
    private var localReach: [String: ModuleReach] = [:]
    private var externalReach: [String: ModuleReach] = [:]
    /// Each dependency entry's reach, by target id, kept as `reach(of:in:)` computes it.
    private var dependencyReaches: [String: [ModuleReach]] = [:]

    init(index: WorkspaceIndex) {
        self.index = index
    }

    /// Every target's reach, and each of its dependency entries', by target id.
    func build() -> (reaches: [String: ModuleReach], dependencyReaches: [String: [ModuleReach]]) {
        for (package, target) in index.targets { _ = reach(of: target, in: package) }
        return (localReach, dependencyReaches)
    }

    /// What one dependency entry of a target of `package` provides: `direct` holds the modules
    /// it builds.
    func reach(of dependency: TargetDependency, in package: WorkspacePackage) -> ModuleReach {
        var result = ModuleReach()
        let locals = index.targets(for: dependency, in: package)
        if !locals.isEmpty {
            for target in locals {
                result.direct.formUnion(target.modules.map { dependency.moduleAliases[$0] ?? $0 })
                if let owner = index.package(atDirectory: target.packageDirectory) {
                    let inner = reach(of: target, in: owner)
                    result.formTransitiveUnion(inner)
                }
            }
        } else if case .product(_, let packageName) = dependency.reference,
                  let local = index.package(named: packageName, from: package) {
            // A local package that declares no such product, or was read in part.
            result.direct.insert(ManifestTarget.moduleName(of: dependency.name))
            if local.manifest.isPartial {
                result.unknownPackages.insert(local.name)
                result.isGuessed = true
                result.hasUnreadDependencies = true
            }
        } else {
            result = external(dependency, from: package.manifest)
        }
        result.all.formUnion(result.direct)
        return result
    }

    /// The reach of a workspace target: its module and its dependencies'.
    private func reach(of target: WorkspaceTarget, in package: WorkspacePackage) -> ModuleReach {
        if let known = localReach[target.id] { return known }
        localReach[target.id] = ModuleReach()  // a cycle (reported by `no-cycles`) ends here
        var result = ModuleReach(direct: Set(target.modules), all: Set(target.modules))
        // Dependencies that could not be read may provide anything, to this target and its dependents.
        if target.manifest.hasPartialDependencies {
            result.unknownPackages.insert(package.name)
            result.hasUnreadDependencies = true
        }
        var entries: [ModuleReach] = []
        for dependency in target.manifest.dependencies {
            let provided = reach(of: dependency, in: package)
            entries.append(provided)
            result.direct.formUnion(provided.direct)
            result.formTransitiveUnion(provided)
        }
        localReach[target.id] = result
        dependencyReaches[target.id] = entries
        return result
    }

    /// What a dependency on an external product provides, read from its checkout; the named
    /// module, with the package marked unknown, when there is none.
    private func external(_ dependency: TargetDependency, from manifest: PackageManifest) -> ModuleReach {
        let name = dependency.name
        let candidates: [PackageManifest]
        switch dependency.reference {
        case .product(_, let packageName):
            candidates = resolvedManifest(packageName, from: manifest).map { [$0] } ?? []
        case .byName, .target:
            candidates = manifest.dependencies.compactMap { index.workspace.resolvedPackages.manifest(named: $0.identity) }
        }
        guard let provider = candidates.first(where: { $0.products.contains { $0.name == name } }),
              let product = provider.products.first(where: { $0.name == name }) else {
            let module = ManifestTarget.moduleName(of: name)
            var unknown = ModuleReach(direct: [module], all: [module], isGuessed: true)
            switch dependency.reference {
            case .product(_, let packageName): unknown.unknownPackages.insert(packageName)
            case .byName, .target: unknown.unknownPackages.insert(name)
            }
            return unknown
        }
        var result = ModuleReach()
        for targetName in product.targets {
            let module = ManifestTarget.moduleName(of: targetName)
            let imported = dependency.moduleAliases[module] ?? module
            result.direct.insert(imported)
            result.all.insert(imported)
            result.formTransitiveUnion(externalReach(of: targetName, in: provider))
        }
        if provider.isPartial { result.unknownPackages.insert(provider.name) }
        return result
    }

    /// The modules a target of a checked-out package builds and depends on.
    private func externalReach(of targetName: String, in manifest: PackageManifest) -> ModuleReach {
        let key = manifest.path + "#" + targetName
        if let known = externalReach[key] { return known }
        externalReach[key] = ModuleReach()
        let module = ManifestTarget.moduleName(of: targetName)
        var result = ModuleReach(direct: [module], all: [module])
        for dependency in manifest.targets.first(where: { $0.name == targetName })?.dependencies ?? [] {
            let isOwnTarget: Bool = if case .product = dependency.reference { false } else {
                manifest.targets.contains { $0.name == dependency.name }
            }
            let provided = isOwnTarget ? externalReach(of: dependency.name, in: manifest) : external(dependency, from: manifest)
            result.formTransitiveUnion(provided)
        }
        externalReach[key] = result
        return result
    }

    /// The checked-out package a `package:` argument of `manifest` names.
    private func resolvedManifest(_ reference: String, from manifest: PackageManifest) -> PackageManifest? {
        let name = reference.lowercased()
        let resolved = index.workspace.resolvedPackages
        let declared = manifest.dependencies.first { $0.referenceNames.contains(name) }
        return declared.flatMap { resolved.manifest(named: $0.identity) } ?? resolved.manifest(named: reference)
    }
}
