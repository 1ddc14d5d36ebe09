import CleanArchModel
import CleanArchRules

/// What a package's targets import, as the dependencies its manifest must declare: each target's
/// entries and the packages they come from.
struct ManifestDependencyPlan {
    /// By target name, in import order.
    var targets: [String: [ManifestDependency]] = [:]
    var packages: [ManifestPackage] = []
    /// Imports nothing provides (not a toolchain module either): the manifest is not rewritten.
    var unresolved: [String] = []

    /// The plan for `targets` of `package`, from the imports `index` counts for each.
    init(package: WorkspacePackage, targets: [WorkspaceTarget], index: WorkspaceIndex, providers: ModuleProviders) {
        let own = Dictionary(package.targets.map { ($0.moduleName, $0.name) }, uniquingKeysWith: { first, _ in first })
        for target in targets {
            var entries: [ManifestDependency] = []
            for item in index.imports(of: target) {
                let module = target.manifest.module(importedAs: item.module)
                guard module != target.moduleName else { continue }
                let entry: ManifestDependency
                if let name = own[module] {
                    entry = ManifestDependency(name: name, package: nil)
                } else if let provider = providers.provider(of: module, forPackageIn: package.directory) {
                    entry = ManifestDependency(name: provider.product, package: provider.reference)
                    if !packages.contains(provider.package) { packages.append(provider.package) }
                } else if let declared = Self.declared(module, by: target, in: package) {
                    // Without a checkout, the manifest's own word for what provides it stands.
                    entry = declared.dependency
                    if !packages.contains(declared.package) { packages.append(declared.package) }
                } else {
                    if !providers.isSystem(module, in: target.manifest.kind) {
                        unresolved.append("\(item.location.file):\(item.location.line): '\(item.module)' is imported but no package of the "
                            + "workspace or its checkouts provides it (run `swift package resolve`, or add the package)")
                    }
                    continue
                }
                if !entries.contains(entry) { entries.append(entry) }
            }
            self.targets[target.name] = entries
        }
    }

    /// The product the target already declares under the name of `module`, and its package.
    private static func declared(_ module: String, by target: WorkspaceTarget,
                                 in package: WorkspacePackage) -> (dependency: ManifestDependency, package: ManifestPackage)? {
        for dependency in target.manifest.dependencies {
            guard case .product(let name, let reference) = dependency.reference, ManifestTarget.moduleName(of: name) == module,
                  let declaration = package.manifest.dependencies.first(where: { $0.referenceNames.contains(reference.lowercased()) })
            else { continue }
            switch declaration.source {
            case .url: return (ManifestDependency(name: name, package: reference), .remote(identity: declaration.identity))
            case .path(let path):
                let directory = WorkspacePath.normalized(WorkspacePath.join(package.directory, path))
                return (ManifestDependency(name: name, package: reference), .local(directory: directory))
            }
        }
        return nil
    }
}
