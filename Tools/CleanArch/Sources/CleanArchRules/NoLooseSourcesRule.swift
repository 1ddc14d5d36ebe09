import CleanArchModel

/// `no-loose-sources`: every Swift file belongs to a package target (000 "CRITICAL REQUIREMENT").
struct NoLooseSourcesRule: Rule {
    let descriptor = RuleDescriptor(
        id: "no-loose-sources",
        defaultSeverity: .error,
        summary: "No Swift file outside a package target's path.",
        rationale: "Every component is an SPM package; a file outside any target is never built or tested, or is "
            + "built by a project file that escapes the dependency rules (000 \"No Swift files exist outside of SPM package structure\").",
        fixHint: "Move the file into a target's sources directory, or delete it."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        index.workspace.looseFiles.map {
            Finding(location: SourceLocation(file: $0, line: 1, column: 1), message: "'\($0)' belongs to no package target")
        }
    }
}
