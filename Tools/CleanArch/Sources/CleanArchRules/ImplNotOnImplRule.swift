import CleanArchModel

/// `impl-not-on-impl`: an Impl package never depends on, or imports, another Impl
/// (000 "Dependency Rules in SPM" 3).
struct ImplNotOnImplRule: Rule {
    let descriptor = RuleDescriptor(
        id: "impl-not-on-impl",
        defaultSeverity: .error,
        summary: "An Impl package never depends on another Impl package.",
        rationale: "Impl packages talk to each other only through API protocols, wired by the composition root "
            + "(000 \"Dependency Rules in SPM\", §12.3). An Impl-to-Impl edge couples two implementations for good.",
        fixHint: "Depend on the other component's API package and resolve the protocol through the container."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for package in index.packages(kind: .impl) {
            for (dependency, local) in index.localDependencies(of: package) where local.role.kind == .impl {
                findings.append(Finding(
                    location: dependency.location,
                    message: "Impl package '\(package.name)' depends on Impl package '\(local.name)'"
                ))
            }
            for target in index.productionTargets(of: package) {
                for item in index.imports(of: target) {
                    guard let other = index.target(module: item.module), other.packageDirectory != package.directory,
                          index.packageRole(ofModule: item.module)?.kind == .impl else { continue }
                    findings.append(Finding(
                        location: item.location,
                        message: "Impl target '\(target.name)' imports Impl module '\(item.module)'"
                    ))
                }
            }
        }
        return findings
    }
}
