import SwiftSyntax

/// Assignments and mutations: `x = …`, `x += …`, `package.targets.append(…)`, and the statements
/// that cannot be run.
extension ManifestInterpreter {
    /// Target and package properties that carry settings only.
    static let settings: Set<String> = [
        "swiftSettings", "cSettings", "cxxSettings", "linkerSettings", "plugins", "resources", "platforms",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard", "providers",
        "publicHeadersPath", "pkgConfig", "defaultLocalization", "packageAccess", "traits",
    ]

    /// Applies `change` to what `target` names: a variable (worked out when it is read), or an
    /// argument of the call a variable holds (`package.targets`, at once). Settings are not followed.
    func change(_ target: ExprSyntax, in scope: inout ManifestScope, at node: some SyntaxProtocol,
                        by change: ManifestChange) -> Flow {
        if let optional = target.as(OptionalChainingExprSyntax.self) {
            return self.change(optional.expression, in: &scope, at: node, by: change)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            scope.bindings[name] = .changed(scope.bindings[name] ?? evaluator.globals[name], change)
            record(change)
            return .next
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else {
            return skip(node, in: scope)
        }
        let label = member.declName.baseName.text
        if Self.settings.contains(label) { return .next }
        guard !scope.loopVariables.contains(base.baseName.text) else {
            evaluator.diagnose("cannot follow a change to `\(ManifestEvaluator.excerpt(of: target))` through the loop variable; "
                               + "what it changes is missing", at: evaluator.location(of: node, in: scope))
            return .next
        }
        guard case .call(var call)? = evaluator.evaluate(ExprSyntax(base), in: scope) else { return .next }
        if let value = evaluator.apply(change, to: evaluator.value(label, of: call)) {
            record(change)
            call.overrides[label] = value
            scope.bindings[base.baseName.text] = .value(.call(call))
        }
        return .next
    }

    /// While exploring a branch not taken, keeps what a change adds.
    func record(_ change: ManifestChange) {
        guard evaluator.muted > 0, let value = evaluator.evaluate(change.expression, in: change.scope) else { return }
        switch (change.kind, value) {
        case (.appendElement, _):
            evaluator.alternatives.append(ManifestElement(value: value, location: evaluator.location(of: change.expression, in: change.scope)))
        case (_, .array(let elements)):
            evaluator.alternatives += elements
        default:
            break
        }
    }

    /// Warns that `node` was not run, unless all it changes is settings.
    func skip(_ node: some SyntaxProtocol, in scope: ManifestScope) -> Flow {
        let changed = ChangedPropertyCollector.properties(in: node)
        if changed.isEmpty || !changed.isSubset(of: Self.settings) {
            evaluator.diagnose("cannot run `\(ManifestEvaluator.excerpt(of: node))` statically; what it changes is missing",
                               at: evaluator.location(of: node, in: scope))
        }
        return .next
    }
}
