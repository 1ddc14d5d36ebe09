import CleanArchModel
import CleanArchRules
import Foundation

/// Derives the manifests' dependencies from the code (`cleanarch manifests`): every package's of
/// the blueprint's layers (components, data sources, core) target dependencies and package dependencies from its imports, the
/// root package's own targets likewise, and the root's copy of every package's test targets.
public struct ManifestsPlanner {
    public init() {}

    public func plan(workspace: Workspace, root: URL) -> ManifestsPlan {
        var plan = ManifestsPlan()
        var texts: [String: String] = [:]
        for package in workspace.packages {
            texts[package.manifest.path] = try? String(contentsOf: root.appendingPathComponent(package.manifest.path), encoding: .utf8)
        }
        let remote = RemotePackageCatalog(workspace: workspace, texts: texts)
        let providers = ModuleProviders(workspace: workspace, remoteNames: remote.names)
        let index = WorkspaceIndex(workspace)
        var rewritten = texts
        for package in workspace.packages where Self.isDerived(package) {
            guard let text = texts[package.manifest.path] else { continue }
            if let result = rewrite(package, targets: package.targets, text: text, extra: [], keepsOthers: true, workspace: workspace, index: index,
                                    providers: providers, remote: remote, errors: &plan.errors) {
                rewritten[package.manifest.path] = result
            }
        }
        if let rootPackage = workspace.packages.first(where: { $0.directory.isEmpty }), let text = texts[rootPackage.manifest.path] {
            let nested = workspace.packages.filter { !$0.directory.isEmpty }
            let aggregation = RootTestAggregation(packages: nested.compactMap { package in
                rewritten[package.manifest.path].map { (package, $0) }
            })
            plan.notes += aggregation.notes
            let aggregated = aggregation.apply(to: text)
            if aggregated == nil {
                plan.notes.append("\(rootPackage.manifest.path): no `\(RootTestAggregation.beginMarker)` … `\(RootTestAggregation.endMarker)` "
                    + "lines, so the packages' test targets are not copied into it")
            }
            let own = rootPackage.targets.filter { target in
                !nested.contains { target.directory == $0.directory || target.directory.hasPrefix($0.directory + "/") }
            }
            if let result = rewrite(rootPackage, targets: own, text: aggregated ?? text,
                                    extra: aggregated == nil ? [] : aggregation.packages, keepsOthers: aggregated == nil, workspace: workspace, index: index,
                                    providers: providers, remote: remote, errors: &plan.errors) {
                rewritten[rootPackage.manifest.path] = result
            }
        }
        for path in rewritten.keys.sorted() {
            guard let before = texts[path], let after = rewritten[path] else { continue }
            if before == after { plan.unchangedCount += 1 } else { plan.changes.append(.init(path: path, before: before, after: after)) }
        }
        return plan
    }

    /// The packages of the blueprint's layers (components, data, core), not tools or servers
    /// beside them, whose manifests may carry what their imports do not show.
    private static func isDerived(_ package: WorkspacePackage) -> Bool {
        !package.directory.isEmpty && package.role.layer != .other && package.role.layer != .app
    }

    /// `text` with the dependencies of `targets` (and the packages they and `extra` need)
    /// derived from the imports; nil, with the reason in `errors`, when that cannot be done.
    /// `keepsOthers`: the packages the manifest's other targets name stay declared.
    private func rewrite(_ package: WorkspacePackage, targets: [WorkspaceTarget], text: String, extra: [ManifestPackage],
                         keepsOthers: Bool, workspace: Workspace, index: WorkspaceIndex, providers: ModuleProviders, remote: RemotePackageCatalog,
                         errors: inout [String]) -> String? {
        if package.manifest.isPartial || targets.contains(where: \.manifest.hasPartialDependencies) {
            errors.append("\(package.manifest.path): not rewritten, part of it could not be read (`cleanarch check` says where)")
            return nil
        }
        let derived = ManifestDependencyPlan(package: package, targets: targets, index: index, providers: providers)
        guard derived.unresolved.isEmpty else {
            errors += derived.unresolved.map { "\($0); \(package.manifest.path) is not rewritten" }
            return nil
        }
        var packages = derived.packages
        for needed in extra where !packages.contains(needed) { packages.append(needed) }
        // Packages named by targets this run does not derive (plugins, test targets copied by hand)
        // stay declared, and are added when missing.
        let planned = Set(targets.map(\.name))
        let others = keepsOthers ? Set(package.manifest.targets.filter { !planned.contains($0.name) }.flatMap { target in
            target.dependencies.compactMap { dependency -> String? in
                if case .product(_, let name) = dependency.reference { return name.lowercased() }
                return nil
            } + target.plugins.map { $0.lowercased() }
        }) : []
        for name in others.sorted() {
            let local = workspace.packages.first { !$0.directory.isEmpty && ManifestPackage.local(directory: $0.directory).identity == name }
            let needed = local.map { ManifestPackage.local(directory: $0.directory) }
                ?? (remote.declarations[name] == nil ? nil : ManifestPackage.remote(identity: name))
            if let needed, !packages.contains(needed) { packages.append(needed) }
        }
        let rewriter = ManifestRewriter(syntax: ManifestSyntax(source: text), directory: package.directory, remoteDeclarations: remote.declarations)
        do {
            return try rewriter.rewrite(targets: derived.targets, packages: packages, keepingPackages: others)
        } catch {
            errors.append(error.description)
            return nil
        }
    }
}
