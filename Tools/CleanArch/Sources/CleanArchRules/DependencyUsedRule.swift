import CleanArchModel

/// `dependency-used`: every declared dependency of a target is imported by it somewhere.
struct DependencyUsedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "dependency-used",
        defaultSeverity: .error,
        summary: "Every declared dependency of a target is imported by it somewhere.",
        rationale: "An unused dependency lies about the architecture: the graph shows an edge the code does not have, "
            + "and it costs build time (000 \"All Package.swift files have correct dependencies\").",
        fixHint: "Remove the dependency from the target in Package.swift (and the package dependency if nothing else uses it)."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        // A plugin's dependencies are the executables it runs; code a build-tool plugin generates
        // may use any dependency (the loader notes it).
        for (package, target) in index.targets
        where !target.files.isEmpty && target.manifest.kind != .plugin && target.manifest.plugins.isEmpty {
            // Every import some build compiles, whatever conditions it needs: a dependency used
            // only under a trait that is off by default is still used.
            // A generator configured in the target's directory writes code with imports of its own.
            let imported = Set(index.files(of: target).flatMap(\.imports).map { target.manifest.module(importedAs: $0.module) })
                .union(target.generatedImports)
            let usedWithoutImport = Set(index.files(of: target).flatMap(\.modulesUsedWithoutImport))
            for (position, dependency) in target.manifest.dependencies.enumerated() {
                let provided = index.reach(ofDependencyAt: position, of: target)
                // A product named after a module it provides only through its targets (which
                // re-export it) is used by an import of that module.
                let namesake = ManifestTarget.moduleName(of: dependency.name)
                guard !provided.isGuessed, provided.direct.isDisjoint(with: imported),
                      !(imported.contains(namesake) && provided.all.contains(namesake)),
                      index.resolutionProblem(of: dependency, in: package) == nil,
                      !index.isUsed(dependency, in: package, byNames: usedWithoutImport) else { continue }
                let relying = index.dependents(of: target, importingTransitively: provided.direct)
                let advice = relying.isEmpty ? "" : "; \(relying.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "\(relying.count == 1 ? "imports" : "import") it through this target: declare it there before removing it"
                findings.append(Finding(
                    location: Self.location(of: dependency, in: target, of: package),
                    message: "target '\(target.name)' of '\(index.displayName(of: package))' declares '\(dependency.name)' but never imports it"
                        + advice
                ))
            }
        }
        return findings
    }

    /// The dependency's own place when the target's call spells it; the target's when the entry
    /// comes from a list or helper written elsewhere, or shared with other targets, so that an
    /// ignore comment there would silence other targets' findings too.
    private static func location(of dependency: TargetDependency, in target: WorkspaceTarget,
                                 of package: WorkspacePackage) -> SourceLocation {
        let written = target.manifest.location
        let shared = package.targets.contains { other in
            other.id != target.id && other.manifest.dependencies.contains { $0.location == dependency.location }
        }
        return shared || dependency.location.file != written.file || dependency.location.line < written.line
            ? written : dependency.location
    }
}

extension WorkspaceIndex {
    /// The targets that reach `target` and import one of `modules` without declaring it
    /// directly: removing the dependency from `target` would break them. Sorted, at most three.
    func dependents(of target: WorkspaceTarget, importingTransitively modules: Set<String>) -> [String] {
        let names = targets.compactMap { _, other -> String? in
            let reach = reach(of: other)
            guard other.id != target.id, reach.all.contains(target.moduleName) else { return nil }
            let relies = imports(of: other).contains { modules.contains($0.module) && !reach.direct.contains($0.module) }
            return relies ? other.name : nil
        }
        return Array(Set(names).sorted().prefix(3))
    }

    /// Whether a target of `package` uses `dependency` by design without importing it, `used`
    /// being the modules its files name that way: a macro target in `#externalMacro(module:)`, an
    /// executable a plugin runs with `tool(named:)`.
    func isUsed(_ dependency: TargetDependency, in package: WorkspacePackage, byNames used: Set<String>) -> Bool {
        guard !used.isEmpty else { return false }
        return used.contains(dependency.name) || targets(for: dependency, in: package).contains { provided in
            used.contains(provided.name) && (provided.manifest.kind == .macro || provided.manifest.kind == .executable)
        }
    }
}
