import ArgumentParser
import CleanArchParsing
import CleanArchScaffold

/// `cleanarch manifests [PATH]`: derives the manifests' dependencies from the imports, or with
/// `--check` reports the manifests that say something else.
struct ManifestsCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manifests",
        abstract: "Derive every component's Package.swift dependencies, and the root's test targets, from the code.",
        discussion: """
        For each component package (API or Impl), each target's `dependencies:` becomes what its files \
        import: a target of the same package by name, a workspace package's or a resolved checkout's \
        library as `.product(name:package:)`. The package's `dependencies:` gets the packages those come \
        from (a remote one declared as the workspace already declares it) and loses those nothing uses. \
        Entries still needed keep their place and spelling; everything else in the file is hand-written \
        and kept as it is (platforms, products, paths, exclusions, settings). The root package's own \
        targets are derived the same way, and the lines between `// cleanarch:tests begin` and \
        `// cleanarch:tests end` in its `targets:` become a copy of every package's test targets, so \
        that `swift test` at the root runs them all.

        Examples:
          cleanarch manifests             rewrite the manifests of the workspace in the current directory
          cleanarch manifests --check     exit 1 and show what a rewrite would change
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Flag(help: "Change nothing; exit 1 and print the difference when a rewrite would change a manifest.")
    var check = false

    func execute() throws -> CommandResult {
        let loaded: LoadResult
        switch workspace.load() {
        case .success(let value): loaded = value
        case .failure(let failure): return failure.result
        }
        let root = workspace.rootURL
        let plan = ManifestsPlanner().plan(workspace: loaded.workspace, root: root)
        var errors = loaded.diagnostics.lines + plan.notes.map { "note: \($0)\n" }.joined() + plan.errors.map { "error: \($0)\n" }.joined()
        let failed: Int32 = plan.errors.isEmpty ? 0 : 1
        if check {
            guard !plan.changes.isEmpty else {
                return CommandResult(standardOutput: "All \(plan.unchangedCount) manifests say what the code imports.\n",
                                     standardError: errors, exitCode: loaded.diagnostics.exitCode(failed))
            }
            let diff = plan.changes.map { UnifiedDiff.render(path: $0.path, before: $0.before, after: $0.after) }.joined()
            errors += "error: \(plan.changes.count) manifest(s) differ from what the code imports; run `cleanarch manifests` to rewrite them.\n"
            return CommandResult(standardOutput: diff, standardError: errors, exitCode: loaded.diagnostics.exitCode(1))
        }
        do {
            try plan.write(to: root)
        } catch {
            return .failure(errors + "error: \(error)")
        }
        let lines = plan.changes.map { "wrote \($0.path)\n" }.joined()
            + "\(plan.changes.count) rewritten, \(plan.unchangedCount) unchanged.\n"
        return CommandResult(standardOutput: lines, standardError: errors, exitCode: loaded.diagnostics.exitCode(failed))
    }
}
