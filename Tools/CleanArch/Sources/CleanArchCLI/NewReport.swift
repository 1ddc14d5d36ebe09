import CleanArchScaffold

/// What `cleanarch new` prints: the files it created or would create, the edits, the next steps.
struct NewReport {
    let plan: ScaffoldPlan

    /// After writing: what was created and edited, the `doubles` generated for the new
    /// protocols, the `manifests` derived from the new imports, then the next steps.
    func written(doubles: [String], manifests: [String]) -> String {
        var text = "Created \(plan.components.joined(separator: ", ")).\n\n"
        text += section("Created", plan.createdFiles.keys.sorted())
        text += section("Edited", plan.editedFiles.keys.sorted())
        text += section("Generated test doubles", doubles)
        text += section("Derived manifests", manifests)
        text += "Next steps:\n" + plan.nextSteps.map { "  \($0)\n" }.joined()
        return text
    }

    /// Before writing: the planned files and the unified diff of each edit.
    var dryRun: String {
        var text = "Dry run: would create \(plan.components.joined(separator: ", ")); nothing was written.\n\n"
        text += section("Would create", plan.createdFiles.keys.sorted())
        text += section("Would edit", plan.editedFiles.keys.sorted())
        for (path, edit) in plan.editedFiles.sorted(by: { $0.key < $1.key }) {
            text += UnifiedDiff.render(path: path, before: edit.before, after: edit.after) + "\n"
        }
        return text
    }

    private func section(_ title: String, _ paths: [String]) -> String {
        guard !paths.isEmpty else { return "" }
        return "\(title):\n" + paths.map { "  \($0)\n" }.joined() + "\n"
    }
}
