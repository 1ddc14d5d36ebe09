import ArgumentParser
import CleanArchModel
import CleanArchParsing
import CleanArchStrings
import Foundation

/// `cleanarch strings [PATH]`: generates the type-safe symbols of every String Catalog and checks
/// the catalogs (blueprint 001's `{Feature}.{Context}.{type}` keys), or with `--check` only checks.
struct StringsCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Generate the Swift symbols of every String Catalog and check the catalogs.",
        discussion: """
        Each target that shows text keeps it in `Sources/{Target}/Resources/Localizable.xcstrings`, \
        the JSON String Catalog Xcode writes (copy it as a resource: `resources: [.copy("Resources/Localizable.xcstrings")]`). \
        `strings` writes `Sources/{Target}/Strings.swift` beside it: `Strings.{Feature}.{Context}.{name}` \
        for every key, a function with a parameter per placeholder (`%@` text, `%lld` a whole number), \
        read at run time by `Core/Localization` in the language shown.

        It reports, and `--check` fails on: a key not named `{Feature}.{Context}.{name}` for its \
        target's feature; a key no code of its target uses; a language any catalog has that a key \
        lacks, or whose text is not reviewed (`needs_review`, `new`); a plural without a form of its \
        language's CLDR categories (English and German: `one`, `other`); placeholders that differ \
        from the source language's; symbols that differ from the catalog (rule strings-catalog). \
        And text for people written as a literal in a target that has a catalog or imports a UI \
        framework (rule strings-literal; `cleanarch explain strings-literal`); exclude paths under \
        `rules: { strings-literal: { exclude: [...] } }` in .cleanarch.yml.

        Examples:
          cleanarch strings             write the symbols, then list the catalogs' problems
          cleanarch strings --check     change nothing; exit 1 on any problem or stale symbols
        """
    )

    @OptionGroup var workspace: WorkspaceOptions

    @Flag(help: "Change nothing; exit 1 when a catalog has a problem or its symbols are stale.")
    var check = false

    func execute() throws -> CommandResult {
        let plan: StringsPlan
        let literalSeverity: String?
        do {
            let configuration = try workspace.config.map { try ConfigurationLoader.load(from: URL(fileURLWithPath: $0)) }
                ?? ConfigurationLoader.load(inDirectory: workspace.rootURL)
            let literalRule = configuration.rules[StringsRules.literal.id]
            literalSeverity = literalRule?.severity
            let exclusions = literalRule?.severity == "off" ? ["**"] : configuration.exclude + (literalRule?.exclude ?? [])
            plan = try StringsPlanner(root: workspace.rootURL, literalExclusions: exclusions).plan()
        } catch {
            return CommandResult(standardOutput: "", standardError: "error: \(error)\n", exitCode: 2)
        }
        // `severity: warning` for strings-literal in .cleanarch.yml reports its findings without failing.
        let warns = { (problem: String) in literalSeverity == "warning" && problem.contains(": \(StringsRules.literal.id): ") }
        let failures = plan.problems.filter { !warns($0) }
        var errors = plan.problems.map { "\(warns($0) ? "warning" : "error"): \($0)\n" }.joined()
        if check {
            errors += plan.changes.map { "error: \($0.path): stale; run `cleanarch strings` to regenerate it\n" }.joined()
        } else {
            for change in plan.changes {
                try Data(change.contents.utf8).write(to: workspace.rootURL.appendingPathComponent(change.path), options: .atomic)
            }
        }
        let written = check ? "" : plan.changes.map { "wrote \($0.path)\n" }.joined()
        let summary = "\(plan.catalogs.count) catalog(s) in \(plan.languages.joined(separator: ", ")): "
            + "\(plan.problems.count) problem(s)\(check ? ", \(plan.changes.count) stale symbol file(s)" : "").\n"
        let failed = !failures.isEmpty || (check && !plan.changes.isEmpty)
        return CommandResult(standardOutput: written + summary, standardError: errors, exitCode: failed ? 1 : 0)
    }
}
