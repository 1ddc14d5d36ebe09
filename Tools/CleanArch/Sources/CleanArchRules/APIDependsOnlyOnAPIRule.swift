import CleanArchModel

/// `api-depends-only-on-api`: API packages depend on and import only API packages and the
/// allowed platform packages (000 "Dependency Rules in SPM" 1; §11 critical requirement 2).
struct APIDependsOnlyOnAPIRule: Rule {
    let descriptor = RuleDescriptor(
        id: "api-depends-only-on-api",
        defaultSeverity: .error,
        summary: "An API package depends on, and imports, only API packages and allowed platform packages.",
        rationale: "API packages are the contracts every layer shares (000 \"API vs Impl Packages\"). A contract that "
            + "pulls in an implementation or a framework drags it into every package that uses the contract.",
        fixHint: "Move the needed type behind a protocol in an API package, or depend on the other component's API package."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        let configuration = index.workspace.configuration
        var findings: [Finding] = []
        for package in index.packages(kind: .api) {
            for dependency in package.manifest.dependencies {
                if let local = index.resolve(dependency, from: package) {
                    guard !isAllowed(local: local, index) else { continue }
                    findings.append(Finding(
                        location: dependency.location,
                        message: "API package '\(package.name)' depends on '\(local.name)', which is not an API package"
                    ))
                } else if !configuration.allowedPlatformPackages.contains(dependency.identity), !index.isDILibrary(dependency.identity),
                          !(configuration.strictDoubles && dependency.identity == Configuration.strictDoublesPackage) {
                    findings.append(Finding(
                        location: dependency.location,
                        message: "API package '\(package.name)' depends on '\(dependency.identity)', which is not an API or allowed platform package"
                    ))
                }
            }
            for target in package.targets where target.manifest.kind != .test {
                let ownModules = Set(package.targets.map(\.name))
                let reportsIssues = target.isTestDoubles && configuration.strictDoubles
                for item in index.imports(of: target) where !ownModules.contains(item.module) {
                    guard !isAllowedImport(item.module, index), !(reportsIssues && item.module == Configuration.strictDoublesModule) else { continue }
                    findings.append(Finding(
                        location: item.location,
                        message: "API target '\(target.name)' imports '\(item.module)', which is not an API module"
                    ))
                }
            }
        }
        return findings
    }

    private func isAllowed(local: WorkspacePackage, _ index: WorkspaceIndex) -> Bool {
        local.role.kind == .api || (local.role.layer == .core && !index.isDILibrary(local.name))
            || index.isDILibrary(local.name)  // reported by di-only-in-impl
    }

    private func isAllowedImport(_ module: String, _ index: WorkspaceIndex) -> Bool {
        if index.isDILibrary(module) || index.workspace.configuration.allowedPlatformModules.contains(module) {
            return true
        }
        guard let target = index.target(module: module) else { return false }
        let role = index.packageRole(ofModule: module)
        return role?.kind == .api || role?.layer == .core || target.isTestDoubles
    }
}
