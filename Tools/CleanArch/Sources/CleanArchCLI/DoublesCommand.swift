import ArgumentParser
import CleanArchDoubles
import CleanArchParsing
import Foundation

/// `cleanarch doubles [PATH]`: generates the stub/mock/spy of every protocol in every API
/// package into the package's TestDoubles target, or with `--check` reports stale ones.
struct DoublesCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doubles",
        abstract: "Generate the test double of every API protocol into its package's TestDoubles target.",
        discussion: """
        Each protocol `XProtocol` in an API target `NameAPI` gets `XStub.swift` in the target \
        `NameAPITestDoubles`: configurable `…Result`s and `on…` closures, call counts, received \
        arguments, driveable publishers and `reset()` (blueprint §9.5.2). Generated files start with a \
        header and are rewritten only when they would change; files without the header are \
        hand-written and never touched, so a hand-written `XStub.swift` replaces the generated one. \
        Protocols inheriting one the generator cannot see can name a class to subclass in \
        .cleanarch.yml: `double_superclasses: { CoordinatorType: SUICoordinatorTestDoubles.CoordinatorSpy }`.

        Examples:
          cleanarch doubles             write the doubles of the workspace in the current directory
          cleanarch doubles --check     exit 1 and list the files a regeneration would change
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Flag(help: "Change nothing; exit 1 and name the stale files when a regeneration would change anything.")
    var check = false

    func execute() throws -> CommandResult {
        let loaded: LoadResult
        switch workspace.load(readingSources: false) {
        case .success(let value): loaded = value
        case .failure(let failure): return failure.result
        }
        let root = workspace.rootURL
        let plan = DoublesPlanner(configuration: loaded.workspace.configuration).plan(workspace: loaded.workspace, root: root)
        var errors = loaded.diagnostics.lines + plan.diagnostics.map { $0.formatted + "\n" }.joined()
        let hasErrors = plan.diagnostics.contains { $0.severity == .error }
        if check {
            guard !plan.changes.isEmpty else {
                return CommandResult(standardOutput: "All \(plan.unchangedCount) generated doubles are up to date.\n",
                                     standardError: errors, exitCode: loaded.diagnostics.exitCode(hasErrors ? 1 : 0))
            }
            let lines = plan.changes.map { "\($0.path): \(Self.staleness[$0.kind] ?? "")\n" }.joined()
            errors += "error: \(plan.changes.count) generated double(s) are stale; run `cleanarch doubles` to regenerate them.\n"
            return CommandResult(standardOutput: lines, standardError: errors, exitCode: loaded.diagnostics.exitCode(1))
        }
        do {
            try DoublesWriter(root: root).apply(plan.changes)
        } catch {
            return .failure(errors + "error: \(error)")
        }
        return CommandResult(standardOutput: summary(plan), standardError: errors, exitCode: loaded.diagnostics.exitCode(hasErrors ? 1 : 0))
    }

    private static let staleness: [DoubleChange.Kind: String] = [
        .create: "missing (would be created)",
        .update: "out of date (would be rewritten)",
        .delete: "obsolete, its protocol is gone (would be removed)",
    ]

    private func summary(_ plan: DoublesPlan) -> String {
        let count = { (kind: DoubleChange.Kind) in plan.changes.filter { $0.kind == kind }.count }
        var lines = plan.changes.map { "\($0.kind == .delete ? "removed" : "wrote") \($0.path)\n" }.joined()
        lines += "\(count(.create)) created, \(count(.update)) rewritten, \(count(.delete)) removed, "
            + "\(plan.unchangedCount) unchanged, \(plan.handWritten.count) hand-written kept.\n"
        return lines
    }
}
