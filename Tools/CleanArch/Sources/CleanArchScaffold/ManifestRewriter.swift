import SwiftSyntax

/// Rewrites the `dependencies:` of a manifest's targets and of its package to what a plan
/// derives: entries still needed keep their place and spelling, entries nothing imports any more
/// go, new ones are appended. Everything else in the file is hand-written and kept byte for byte.
struct ManifestRewriter {
    let syntax: ManifestSyntax
    /// The package directory, relative to the workspace root.
    let directory: String
    /// `.package(url: …)` entries the workspace declares, by identity.
    let remoteDeclarations: [String: String]

    /// The rewritten text; throws when a remote package the plan needs is declared nowhere.
    func rewrite(targets: [String: [ManifestDependency]], packages: [ManifestPackage],
                 keepingPackages kept: Set<String>) throws(ScaffoldError) -> String {
        guard let packageCall = syntax.packageCall else {
            throw .workspace("\(directory.isEmpty ? "." : directory)/Package.swift: no `Package(…)` call to rewrite")
        }
        var edits: [TextEdit] = []
        for target in syntax.targets {
            guard let wanted = targets[target.name] else { continue }
            if let edit = edit(target.call, wanted: wanted.map { .init(key: $0, text: $0.expression) }) { edits.append(edit) }
        }
        var entries: [Entry] = []
        for package in packages {
            entries.append(Entry(identity: package.identity, text: try declaration(of: package)))
        }
        if let edit = editPackages(packageCall, wanted: entries, keeping: kept) { edits.append(edit) }
        return TextEdit.apply(edits, to: syntax.source)
    }

    private struct Entry {
        var key: ManifestDependency?
        var identity: String?
        let text: String

        init(key: ManifestDependency, text: String) {
            self.key = key
            self.text = text
        }

        init(identity: String, text: String) {
            self.identity = identity
            self.text = text
        }
    }

    private func declaration(of package: ManifestPackage) throws(ScaffoldError) -> String {
        switch package {
        case .local(let target):
            return ".package(path: \"\(WorkspacePath.relative(from: directory, to: target))\")"
        case .remote(let identity):
            guard let text = remoteDeclarations[identity] else {
                throw .workspace("no manifest of the workspace declares the package '\(identity)': add its `.package(url:…)` "
                    + "to \(directory.isEmpty ? "." : directory)/Package.swift")
            }
            return text
        }
    }

    /// The edit of a target call's `dependencies:`, nil when it already lists `wanted`.
    private func edit(_ call: FunctionCallExprSyntax, wanted: [Entry]) -> TextEdit? {
        let argument = ManifestSyntax.argument("dependencies", of: call)
        guard let array = argument?.expression.as(ArrayExprSyntax.self) else {
            guard !wanted.isEmpty, let name = ManifestSyntax.argument("name", of: call) else { return nil }
            // Inserted after `name:`, in the call's own layout.
            let multiline = call.trimmedDescription.contains("\n")
            let indent = syntax.indentation(at: name.positionAfterSkippingLeadingTrivia)
            let text = (multiline ? ",\n\(indent)" : ", ") + "dependencies: " + render(wanted.map(\.text), indent: indent, multiline: true)
            let end = name.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return TextEdit(range: end..<end, text: text)
        }
        let existing = ManifestSyntax.elements(of: array)
        var seen = Set<String>()
        let keptTexts = existing.filter { element in
            guard let name = element.name else { return true }
            return wanted.contains { $0.key?.matches(name: name, package: element.package) == true } && seen.insert(element.text).inserted
        }.map(\.text)
        let added = wanted.filter { entry in
            !existing.contains { element in element.name.map { entry.key?.matches(name: $0, package: element.package) == true } ?? false }
        }.map(\.text)
        return replacing(argument!, array, existing: existing.map(\.text), with: keptTexts + added)
    }

    /// The edit of the package's `dependencies:`, keeping the entries of `kept` identities.
    private func editPackages(_ call: FunctionCallExprSyntax, wanted: [Entry], keeping kept: Set<String>) -> TextEdit? {
        let argument = ManifestSyntax.argument("dependencies", of: call)
        guard let array = argument?.expression.as(ArrayExprSyntax.self) else {
            guard !wanted.isEmpty, let targets = ManifestSyntax.argument("targets", of: call) else { return nil }
            let indent = syntax.indentation(at: targets.positionAfterSkippingLeadingTrivia)
            let start = targets.positionAfterSkippingLeadingTrivia.utf8Offset
            return TextEdit(range: start..<start, text: "dependencies: " + render(wanted.map(\.text), indent: indent, multiline: true) + ",\n\(indent)")
        }
        let identities = Set(wanted.compactMap(\.identity))
        let existing = ManifestSyntax.elements(of: array)
        let keptTexts = existing.filter { element in
            element.identity.map { identities.contains($0) || kept.contains($0) } ?? true
        }.map(\.text)
        let present = Set(existing.compactMap(\.identity))
        let added = wanted.filter { !present.contains($0.identity ?? "") }.map(\.text)
        return replacing(argument!, array, existing: existing.map(\.text), with: keptTexts + added)
    }

    /// The edit that makes `array` (of `argument`) hold `texts`; an argument left empty goes,
    /// with its line, when an argument follows it.
    private func replacing(_ argument: LabeledExprSyntax, _ array: ArrayExprSyntax, existing: [String], with texts: [String]) -> TextEdit? {
        guard texts != existing else { return nil }
        if texts.isEmpty, argument.trailingComma != nil {
            return TextEdit(range: argument.position.utf8Offset..<argument.endPositionBeforeTrailingTrivia.utf8Offset, text: "")
        }
        let multiline = array.trimmedDescription.contains("\n") || existing.isEmpty
        let text = render(texts, indent: syntax.indentation(at: argument.positionAfterSkippingLeadingTrivia), multiline: multiline)
        return TextEdit(range: array.positionAfterSkippingLeadingTrivia.utf8Offset..<array.endPositionBeforeTrailingTrivia.utf8Offset, text: text)
    }

    /// `[a, b]`, or one element per line with trailing commas, closed at `indent`.
    private func render(_ texts: [String], indent: String, multiline: Bool) -> String {
        guard !texts.isEmpty else { return "[]" }
        guard multiline else { return "[" + texts.joined(separator: ", ") + "]" }
        return "[\n" + texts.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }
}
