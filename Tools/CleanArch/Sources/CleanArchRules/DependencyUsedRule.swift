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
        for (package, target) in index.targets where !target.files.isEmpty {
            let imported = Set(index.imports(of: target).map(\.module))
            let usedWithoutImport = Set(index.files(of: target).flatMap(\.modulesUsedWithoutImport))
            for dependency in target.manifest.dependencies
            where index.modules(for: dependency, in: package).isDisjoint(with: imported)
                && index.resolutionProblem(of: dependency, in: package) == nil
                && !index.isUsed(dependency, in: package, byNames: usedWithoutImport) {
                findings.append(Finding(
                    location: dependency.location,
                    message: "target '\(target.name)' of '\(index.displayName(of: package))' declares '\(dependency.name)' but never imports it"
                ))
            }
        }
        return findings
    }
}

extension WorkspaceIndex {
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
