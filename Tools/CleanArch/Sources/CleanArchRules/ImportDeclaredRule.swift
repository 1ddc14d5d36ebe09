import CleanArchModel

/// `import-declared`: a file imports only modules its target declares, besides toolchain and
/// platform modules (`ToolchainModules`) (000 "Project builds successfully with all SPM packages").
struct ImportDeclaredRule: Rule {
    let descriptor = RuleDescriptor(
        id: "import-declared",
        defaultSeverity: .error,
        summary: "A file imports only modules its target declares (toolchain and system modules excepted).",
        rationale: "An import that works only because another target happens to build the module first is a hidden "
            + "dependency: the graph SwiftPM enforces (000 \"Dependency Rules in SPM\") no longer describes the code.",
        fixHint: "Add the module's product to the target's `dependencies:` in Package.swift, or remove the import."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        let system = ToolchainModules(configuration: index.workspace.configuration)
        // A target whose dependencies were read in part may declare what was not read.
        for (package, target) in index.targets where !target.manifest.hasPartialDependencies {
            let declared = target.manifest.dependencies.reduce(into: Set([target.name])) {
                $0.formUnion(index.modules(for: $1, in: package))
            }
            for item in index.imports(of: target) where !declared.contains(item.module)
                && !system.isSystem(item.module, in: target.manifest.kind) {
                findings.append(Finding(
                    location: item.location,
                    message: "'\(item.module)' is imported but target '\(target.name)' of '\(index.displayName(of: package))' does not declare it"
                ))
            }
        }
        return findings
    }
}
