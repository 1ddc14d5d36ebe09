import CleanArchModel
import CleanArchRules

/// Which product provides each module a workspace can import: a library of a workspace package
/// or of a resolved checkout (`.build/checkouts`), as `cleanarch manifests` declares it.
struct ModuleProviders {
    struct Provider: Hashable {
        /// The product, or the target for the same package.
        let product: String
        let package: ManifestPackage
        /// The `package:` argument that names it.
        let reference: String
        /// The package directory for a local provider.
        let directory: String?
    }

    private var local: [String: [Provider]] = [:]
    private var remote: [String: Provider] = [:]
    private let system: ToolchainModules

    /// `remoteNames`: the `package:` spelling of each remote identity the workspace declares.
    init(workspace: Workspace, remoteNames: [String: String]) {
        system = ToolchainModules(configuration: workspace.configuration)
        for package in workspace.packages where !package.directory.isEmpty {
            let reference = ManifestPackage.reference(toPackageIn: package.directory)
            for product in Self.libraries(of: package.manifest) {
                for target in product.targets {
                    let module = ManifestTarget.moduleName(of: target)
                    local[module, default: []].append(Provider(product: product.name, package: .local(directory: package.directory),
                                                               reference: reference, directory: package.directory))
                }
            }
        }
        for (identity, manifest) in workspace.resolvedPackages.manifests.sorted(by: { $0.key < $1.key }) {
            let reference = remoteNames[identity] ?? identity
            for product in Self.libraries(of: manifest) {
                for target in product.targets where remote[ManifestTarget.moduleName(of: target)] == nil {
                    remote[ManifestTarget.moduleName(of: target)] = Provider(product: product.name, package: .remote(identity: identity),
                                                                              reference: reference, directory: nil)
                }
            }
        }
    }

    /// Library products, the one named like its only target first, so a module is declared
    /// through its own product where there is one.
    private static func libraries(of manifest: PackageManifest) -> [ManifestProduct] {
        manifest.products.filter { $0.kind == .library }.sorted { lhs, rhs in
            let lhsOwn = lhs.targets == [lhs.name], rhsOwn = rhs.targets == [rhs.name]
            return lhsOwn != rhsOwn ? lhsOwn : lhs.targets.count < rhs.targets.count
        }
    }

    /// The provider of `module` for a target of the package in `directory`; nil for the package's
    /// own targets, toolchain modules and modules nothing provides.
    func provider(of module: String, forPackageIn directory: String) -> Provider? {
        if let candidates = local[module] {
            return candidates.first { $0.directory != directory }
        }
        return remote[module]
    }

    /// Whether `module` comes with the toolchain or the platform (no dependency needed).
    func isSystem(_ module: String, in kind: ManifestTarget.Kind) -> Bool {
        system.isSystem(module, in: kind)
    }
}
