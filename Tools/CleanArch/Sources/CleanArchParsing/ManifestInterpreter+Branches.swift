import SwiftIfConfig
import SwiftSyntax

/// `if`, `guard` conditions and `#if`: the branch SwiftPM takes, and the others explored silently
/// for the targets they would add.
extension ManifestInterpreter {
    /// `#if`: the clause active on this machine.
    func execute(_ node: IfConfigDeclSyntax, in scope: inout ManifestScope) -> Flow {
        let (clause, problems) = node.activeClause(in: evaluator.buildConfiguration)
        if let problem = problems.first {
            evaluator.diagnose("cannot evaluate a condition of `#if` statically (\(problem.message)); its clauses were read "
                               + "as false", at: evaluator.location(of: node, in: scope))
        }
        let conditions = node.clauses.compactMap(\.condition).map(ManifestEvaluator.excerpt(of:))
        let taken = clause?.condition.map { "`\(ManifestEvaluator.excerpt(of: $0))`" }
            ?? (clause == nil ? "no clause" : "`#else`")
        evaluator.note("`#if \(conditions.joined(separator: "` / `"))`: took \(taken), as SwiftPM does on this machine "
                       + "(\(HostBuildConfiguration.summary)); targets of the other clauses are not checked",
                       at: evaluator.location(of: node, in: scope))
        for other in node.clauses where other.id != clause?.id {
            if case .statements(let statements)? = other.elements { explore(statements, in: scope) }
        }
        guard case .statements(let statements)? = clause?.elements else { return .next }
        return execute(statements, in: &scope, topLevel: false)
    }

    /// Runs a branch not taken on a copy of `scope`, silently, keeping only what it adds.
    func explore(_ statements: CodeBlockItemListSyntax, in scope: ManifestScope) {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var copy = scope
        _ = execute(statements, in: &copy, topLevel: false)
    }

    /// The blocks of an `if` and its `else if`s and `else`.
    static func blocks(of node: IfExprSyntax) -> [CodeBlockSyntax] {
        switch node.elseBody {
        case .ifExpr(let next)?: [node.body] + blocks(of: next)
        case .codeBlock(let block)?: [node.body, block]
        case nil: [node.body]
        }
    }

    /// The block an `if` takes: nil when its condition cannot be read (a warning says so, and
    /// no branch runs); `.some(nil)` when none is taken.
    func branch(of node: IfExprSyntax, in scope: inout ManifestScope) -> CodeBlockSyntax?? {
        guard let holds = conditions(node.conditions, in: &scope) else { return nil }
        if holds { return .some(node.body) }
        switch node.elseBody {
        case .ifExpr(let next)?: return branch(of: next, in: &scope)
        case .codeBlock(let block)?: return .some(block)
        case nil: return .some(nil)
        }
    }

    /// Whether every condition holds; `if let` binds its name. Nil when one cannot be read.
    func conditions(_ list: ConditionElementListSyntax, in scope: inout ManifestScope) -> Bool? {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard let holds = evaluator.condition(expression, in: scope) else { return nil }
                if !holds { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    _ = evaluator.unsupported(binding, in: scope)
                    return nil
                }
                let expression = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                guard let value = evaluator.evaluate(expression, in: scope) else { return nil }
                if case .null = value { return false }
                scope.bindings[name] = .value(value)
            default:
                _ = evaluator.unsupported(element, in: scope)
                return nil
            }
        }
        return true
    }
}
