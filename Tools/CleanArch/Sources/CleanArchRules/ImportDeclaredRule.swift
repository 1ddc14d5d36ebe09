import CleanArchModel

/// `import-declared`: a file imports only modules its target's declared dependencies provide,
/// directly or through the products and targets they depend on, besides toolchain and platform
/// modules (`ToolchainModules`) (000 "Project builds successfully with all SPM packages").
struct ImportDeclaredRule: Rule {
    let descriptor = RuleDescriptor(
        id: "import-declared",
        defaultSeverity: .error,
        summary: "A file imports only modules its target's declared dependencies provide (toolchain and system modules excepted).",
        rationale: "A module that nothing the target declares provides, directly or transitively, builds only when another "
            + "target happens to build it first, or not at all: the graph SwiftPM enforces (000 \"Dependency Rules in SPM\") "
            + "no longer describes the code. A product's modules are read from the package's checkout; when a package "
            + "has none, only imports of the workspace's own modules are judged in the targets that reach it (a note says so); where a dependency list could not be read, none is (a warning says so).",
        fixHint: "Add the module's product to the target's `dependencies:` in Package.swift, or remove the import."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        let system = ToolchainModules(configuration: index.workspace.configuration)
        // A target whose dependencies were read in part may declare what was not read.
        for (package, target) in index.targets where !target.manifest.hasPartialDependencies {
            let reach = index.reach(of: target)
            for item in index.imports(of: target) {
                let module = target.manifest.module(importedAs: item.module)
                guard !reach.all.contains(module), !system.isSystem(module, in: target.manifest.kind),
                      reach.unknownPackages.isEmpty || (!reach.hasUnreadDependencies && index.target(module: module) != nil)
                else { continue }
                findings.append(Finding(
                    location: item.location,
                    message: "'\(item.module)' is imported but no dependency of target '\(target.name)' of '\(index.displayName(of: package))' provides it"
                ))
            }
        }
        return findings
    }
}
