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
            for dependency in target.manifest.dependencies where index.modules(for: dependency, in: package).isDisjoint(with: imported) {
                findings.append(Finding(
                    location: dependency.location,
                    message: "target '\(target.name)' of '\(package.name)' declares '\(dependency.name)' but never imports it"
                ))
            }
        }
        return findings
    }
}
