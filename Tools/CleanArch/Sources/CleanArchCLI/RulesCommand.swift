import ArgumentParser
import CleanArchRules

/// `cleanarch rules`: lists every rule with its default severity.
struct RulesCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the rules and their default severities.")

    func execute() throws -> CommandResult {
        let descriptors = RuleCatalog.descriptors.sorted { $0.id < $1.id }
        let width = descriptors.map(\.id.count).max() ?? 0
        let lines = descriptors.map { descriptor in
            let id = descriptor.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = descriptor.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(id)  \(severity)  \(descriptor.summary)"
        }
        return CommandResult(standardOutput: lines.joined(separator: "\n") + "\n\nRun `cleanarch explain <rule-id>` for details.\n")
    }
}
