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
        // A package read in part may declare the target or package that was not read.
        for (package, target) in index.targets where !package.manifest.isPartial {
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
    /// Why `dependency` of a target of `package` resolves to nothing, as SwiftPM would refuse
    /// it; nil when it resolves, or names a package outside the workspace or one read in part,
    /// which cannot be checked.
    func resolutionProblem(of dependency: TargetDependency, in package: WorkspacePackage) -> String? {
        let directory = package.directory
        switch dependency.reference {
        case .target(let name):
            return package.targets.contains { $0.name == name } ? nil : "names no target of this package"
        case .byName(let name):
            let resolves = package.targets.contains { $0.name == name }
                || declaredPackageNames[directory]?.contains(name.lowercased()) == true
                || dependencyProducts[directory]?[name] != nil
            return resolves ? nil : "names no target of this package and no package it depends on"
        case .product(let name, let packageName):
            guard let local = dependencyPackages[directory]?[packageName.lowercased()] else {
                let declared = declaredPackageNames[directory]?.contains(packageName.lowercased()) == true
                return declared ? nil : "names package '\(packageName)', which this package does not depend on"
            }
            // A package read in part may declare the product where it could not be read.
            let resolves = local.manifest.isPartial || local.manifest.products.contains { $0.name == name }
            return resolves ? nil : "names no product '\(name)' of '\(local.name)'"
        }
    }
}
