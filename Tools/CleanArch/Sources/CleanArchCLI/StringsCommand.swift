import ArgumentParser
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
        from the source language's; symbols that differ from the catalog.

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
        do {
            plan = try StringsPlanner(root: workspace.rootURL).plan()
        } catch {
            return CommandResult(standardOutput: "", standardError: "error: \(error)\n", exitCode: 2)
        }
        var errors = plan.problems.map { "error: \($0)\n" }.joined()
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
        let failed = !plan.problems.isEmpty || (check && !plan.changes.isEmpty)
        return CommandResult(standardOutput: written + summary, standardError: errors, exitCode: failed ? 1 : 0)
    }
}
