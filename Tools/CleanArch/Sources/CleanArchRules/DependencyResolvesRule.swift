import CleanArchModel

/// `dependency-resolves`: every target dependency names a target of its package or a product
/// of one of its package dependencies, as SwiftPM requires.
struct DependencyResolvesRule: Rule {
    let descriptor = RuleDescriptor(
        id: "dependency-resolves",
        defaultSeverity: .error,
        summary: "Every target dependency names a target of its package or a product of one of its package dependencies.",
        rationale: "SwiftPM refuses a dependency it cannot resolve, so the graph `cleanarch` draws from it would show a "
            + "module that does not exist (000 \"All Package.swift files have correct dependencies\").",
        fixHint: "Correct the name, add the `.package(…)` that provides it, or write `.product(name:package:)`."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for (package, target) in index.targets {
            for dependency in target.manifest.dependencies {
                guard let problem = index.resolutionProblem(of: dependency, in: package) else { continue }
                findings.append(Finding(
                    location: dependency.location,
                    message: "dependency '\(dependency.name)' of target '\(target.name)' of '\(index.displayName(of: package))' \(problem)"
                ))
            }
        }
        return findings
    }
}

extension WorkspaceIndex {
    /// Why `dependency` of a target of `package` resolves to nothing, or nil when it resolves
    /// (or names a package outside the workspace, which cannot be checked).
    func resolutionProblem(of dependency: TargetDependency, in package: WorkspacePackage) -> String? {
        guard targets(for: dependency, in: package).isEmpty else { return nil }
        switch dependency.reference {
        case .target:
            return "names no target of this package"
        case .byName(let name):
            let declared = declaredPackageNames[package.directory]?.contains(name.lowercased()) == true
            return declared ? nil : "names no target of this package and no package it depends on"
        case .product(let name, let packageName):
            guard let local = self.package(named: packageName, from: package) else {
                let declared = declaredPackageNames[package.directory]?.contains(packageName.lowercased()) == true
                return declared ? nil : "names package '\(packageName)', which this package does not depend on"
            }
            return "names no product '\(name)' of '\(local.name)'"
        }
    }
}
