import CleanArchModel

/// `di-only-in-impl`: the DI library is never a dependency of, or imported by, an API package (000 §5.1).
struct DIOnlyInImplRule: Rule {
    let descriptor = RuleDescriptor(
        id: "di-only-in-impl",
        defaultSeverity: .error,
        summary: "The DI library is never a dependency of, or imported by, an API package.",
        rationale: "API packages contain only protocols and must stay framework-agnostic; Resolver belongs to Impl "
            + "packages and the composition root (000 §5.1).",
        fixHint: "Remove the DI dependency from the API package; resolve dependencies in the Impl package instead."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for package in index.packages(kind: .api) {
            for dependency in package.manifest.dependencies {
                let name = index.resolve(dependency, from: package)?.name ?? dependency.identity
                guard index.isDILibrary(name) else { continue }
                findings.append(Finding(
                    location: dependency.location,
                    message: "API package '\(package.name)' depends on the DI library '\(name)'"
                ))
            }
            for target in package.targets where target.manifest.kind != .test {
                for item in index.imports(of: target) where index.isDILibrary(item.module) {
                    findings.append(Finding(
                        location: item.location,
                        message: "API target '\(target.name)' imports the DI library '\(item.module)'"
                    ))
                }
            }
        }
        return findings
    }
}
