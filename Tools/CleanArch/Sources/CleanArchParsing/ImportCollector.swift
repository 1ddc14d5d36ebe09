import CleanArchModel
import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax

/// The imports some SwiftPM build of a file compiles. At the top level every import counts;
/// under `#if`, those of the clauses active in some `SourceBuildConfiguration`, or of every clause
/// when a condition cannot be evaluated. An import compiled only when a custom condition the file
/// tests is set (a package trait, a `.define`, `canImport` of a package module) carries that
/// condition, for the rules to weigh against the package and the target. Each module is listed once per condition, at its first import.
struct ImportCollector {
    let locations: LocationMapper

    /// `mayHaveConditions`: the file's text contains `#if` (a cheap test on the bytes).
    func imports(in file: SourceFileSyntax, mayHaveConditions: Bool) -> [ImportDeclaration] {
        let unconditional = Self.compiled(file.statements, in: SourceBuildConfiguration.all)
        var result: [ImportDeclaration] = []
        var seen: Set<String> = []
        func add(_ declarations: [ImportDeclSyntax], requiring condition: String?) {
            for node in declarations {
                guard let module = node.path.first?.name.text, seen.insert("\(module)#\(condition ?? "")").inserted else { continue }
                var declaration = ImportDeclaration(module: module, isTestable: Self.isTestable(node), location: locations.location(of: node))
                declaration.requiredCondition = condition
                result.append(declaration)
            }
        }
        guard mayHaveConditions else {
            add(unconditional, requiring: nil)
            return result
        }
        // `#if swift(…)` depends on the target's language mode: what only one mode compiles needs it.
        let swift5 = Self.compiled(file.statements, in: SourceBuildConfiguration.all(languageMode: 5))
        let swift5Keys = Set(swift5.map(Self.key))
        let swift6Keys = Set(unconditional.map(Self.key))
        add(unconditional.filter { swift5Keys.contains(Self.key($0)) }, requiring: nil)
        add(unconditional.filter { !swift5Keys.contains(Self.key($0)) }, requiring: ImportDeclaration.languageModeCondition(6))
        add(swift5.filter { !swift6Keys.contains(Self.key($0)) }, requiring: ImportDeclaration.languageModeCondition(5))
        var compiled = swift6Keys.union(swift5Keys)
        let conditions = Self.customConditions(in: file)
        for condition in conditions {
            let added = Self.compiled(file.statements, in: SourceBuildConfiguration.all(setting: [condition]))
                .filter { !compiled.contains(Self.key($0)) }
            add(added, requiring: condition)
            compiled.formUnion(added.map(Self.key))
        }
        // Nested conditions (`#if A` around `#if canImport(B)`): what only all of them together
        // compile needs all of them.
        if conditions.count > 1 {
            add(Self.compiled(file.statements, in: SourceBuildConfiguration.all(setting: Set(conditions))).filter { !compiled.contains(Self.key($0)) },
                requiring: conditions.joined(separator: "&"))
        }
        return result
    }

    /// One import, met again in another pass: by its place and text, as passes may meet it as
    /// different nodes (a clause under a custom condition comes back detached from the file).
    private static func key(_ node: ImportDeclSyntax) -> String {
        "\(node.positionAfterSkippingLeadingTrivia.utf8Offset):\(node.trimmedDescription)"
    }

    private static func isTestable(_ node: ImportDeclSyntax) -> Bool {
        node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable" }
    }

    /// The imports compiled in at least one of `configurations`.
    private static func compiled(_ items: CodeBlockItemListSyntax, in configurations: [SourceBuildConfiguration]) -> [ImportDeclSyntax] {
        items.flatMap { item -> [ImportDeclSyntax] in
            guard case .decl(let decl) = item.item else { return [] }
            if let node = decl.as(ImportDeclSyntax.self) { return [node] }
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [] }
            var active: Set<SyntaxIdentifier> = []
            for configuration in configurations {
                let (clause, problems) = ifConfig.activeClause(in: configuration)
                guard !problems.contains(where: { $0.diagMessage.severity == .error }) else {
                    active = Set(ifConfig.clauses.map(\.id))
                    break
                }
                if let clause { active.insert(clause.id) }
            }
            return ifConfig.clauses.filter { active.contains($0.id) }.flatMap { clause -> [ImportDeclSyntax] in
                guard case .statements(let statements)? = clause.elements else { return [] }
                return compiled(statements, in: configurations)
            }
        }
    }

    /// The bare identifiers the file's `#if` conditions test (not `os(…)` and the like, nor
    /// `SWIFT_PACKAGE` and `DEBUG`) and the `canImport` conditions of package modules, in order of
    /// appearance.
    private static func customConditions(in file: SourceFileSyntax) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
                if let condition = node.condition { collect(condition) }
                return .visitChildren
            }
            private func collect(_ expression: ExprSyntax) {
                if let call = expression.as(FunctionCallExprSyntax.self),
                   call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
                   let module = call.arguments.first?.expression.trimmedDescription.split(separator: ".").first,
                   let condition = SourceBuildConfiguration.canImportCondition(String(module)) {
                    if !names.contains(condition) { names.append(condition) }
                } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    if name != "SWIFT_PACKAGE", name != "DEBUG", !names.contains(name) { names.append(name) }
                } else if !expression.is(FunctionCallExprSyntax.self) {
                    for child in expression.children(viewMode: .sourceAccurate) {
                        if let inner = child.as(ExprSyntax.self) { collect(inner) }
                        else if let list = child.as(ExprListSyntax.self) { list.forEach(collect) }
                        else if let tuple = child.as(LabeledExprListSyntax.self) { tuple.forEach { collect($0.expression) } }
                    }
                }
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.names
    }
}
