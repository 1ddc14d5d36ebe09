import CleanArchModel

/// `import-direct`: a file imports a workspace module only when its target declares a
/// dependency that builds it, not one that merely depends on it.
struct ImportDirectRule: Rule {
    let descriptor = RuleDescriptor(
        id: "import-direct",
        defaultSeverity: .warning,
        summary: "A file imports a module of the workspace only when its target declares it directly.",
        rationale: "The build succeeds (the module is built for a dependency), but the graph drawn from the manifests hides "
            + "the edge the code has, and removing the intermediate dependency breaks the build far from the cause "
            + "(000 \"All Package.swift files have correct dependencies\"). Scope: only modules built by the workspace's "
            + "own packages, whose manifests the team owns; an external package's product graph is its authors' "
            + "public contract (importing SwiftSyntax through SwiftSyntaxMacros, as Apple's macro template does, is "
            + "how that package is meant to be used). Severity warning: nothing is broken today.",
        fixHint: "Add the module's target or product to the target's `dependencies:` in Package.swift."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for (package, target) in index.targets where !target.manifest.hasPartialDependencies {
            let reach = index.reach(of: target)
            for item in index.imports(of: target) {
                let module = target.manifest.module(importedAs: item.module)
                guard reach.all.contains(module), !reach.direct.contains(module), index.target(module: module) != nil else { continue }
                findings.append(Finding(
                    location: item.location,
                    message: "'\(item.module)' is imported by target '\(target.name)' of '\(index.displayName(of: package))' "
                        + "but reached only through its dependencies' dependencies"
                ))
            }
        }
        return findings
    }
}
