import ArgumentParser
import CleanArchRules

/// `cleanarch explain <rule-id>`: why a rule exists and how to fix a violation.
struct ExplainCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule: why it exists and how to fix a violation.")

    @Argument(help: "The rule id, e.g. impl-not-on-impl (see `cleanarch rules`).")
    var ruleID: String

    func execute() throws -> CommandResult {
        guard let descriptor = RuleCatalog.descriptors.first(where: { $0.id == ruleID }) else {
            let known = RuleCatalog.descriptors.map(\.id).sorted().joined(separator: ", ")
            return .failure("error: unknown rule '\(ruleID)'. Known rules: \(known)")
        }
        return CommandResult(standardOutput: """
        \(descriptor.id) (default severity: \(descriptor.defaultSeverity.rawValue))

        \(descriptor.summary)

        Why: \(descriptor.rationale)

        Fix: \(descriptor.fixHint)

        Silence one place with `// cleanarch:ignore \(descriptor.id) -- <reason>` on the line or the line above;
        change the severity or exclude paths under `rules: { \(descriptor.id): { severity: warning, exclude: [...] } }` in .cleanarch.yml.

        """)
    }
}
