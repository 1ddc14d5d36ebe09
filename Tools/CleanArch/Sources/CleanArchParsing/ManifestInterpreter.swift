import CleanArchModel
import SwiftIfConfig
import SwiftSyntax

/// Runs a manifest's statements statically: `let`/`var` (a `let` declared without a value is
/// bound when assigned), assignments, `+=`, `append`/`append(contentsOf:)`/`insert` on a
/// variable or on a call's argument (`package.targets.append(…)`), `if`/`else`, `guard`, `#if`
/// (the clause active on this machine, with a note), `for … in`, and `return` in helper
/// functions and closures. A statement it cannot run is skipped with a warning naming it;
/// one that only changes build settings is skipped without a word, as `cleanarch` reads none.
struct ManifestInterpreter {
    /// Target and package properties that carry settings only.
    private static let settings: Set<String> = [
        "swiftSettings", "cSettings", "cxxSettings", "linkerSettings", "plugins", "resources", "platforms",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard", "providers",
        "publicHeadersPath", "pkgConfig", "defaultLocalization", "packageAccess", "traits",
    ]

    /// How a block ended.
    private enum Flow {
        case next
        case returned(ManifestValue?)
    }

    let evaluator: ManifestEvaluator

    /// Runs the file's top-level statements, leaving the bindings in `evaluator.globals`.
    func run(_ file: SourceFileSyntax) {
        var scope = ManifestScope()
        _ = execute(file.statements, in: &scope, topLevel: true)
    }

    /// What a function's or closure's body returns: its single expression, or what its
    /// statements `return`; nil, with a warning, when nothing is returned.
    func result(of statements: CodeBlockItemListSyntax, in scope: ManifestScope) -> ManifestValue? {
        if statements.count == 1, let only = statements.first, let expression = Self.expression(of: only.item),
           !Self.isStatementExpression(expression) {
            if let node = expression.as(IfExprSyntax.self) { return value(of: node, in: scope) }
            return evaluator.evaluate(expression, in: scope)
        }
        var inner = scope
        switch execute(statements, in: &inner, topLevel: false) {
        case .returned(let value): return value
        case .next:
            evaluator.diagnose("the body returns no value statically; skipped", at: evaluator.location(of: statements, in: scope))
            return nil
        }
    }

    /// The value of an `if` used as an expression: the taken branch's result.
    func value(of node: IfExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        var inner = scope
        switch branch(of: node, in: &inner) {
        case .some(let block?): return result(of: block.statements, in: inner)
        case .some(nil): return evaluator.unsupported(node, in: scope, reason: "no branch is taken")
        case nil: return nil
        }
    }

    private func execute(_ items: CodeBlockItemListSyntax, in scope: inout ManifestScope, topLevel: Bool) -> Flow {
        for item in items {
            let flow = execute(item.item, in: &scope)
            if topLevel { evaluator.globals = scope.bindings }
            if case .returned = flow { return flow }
        }
        return .next
    }

    private func execute(_ item: CodeBlockItemSyntax.Item, in scope: inout ManifestScope) -> Flow {
        switch item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                declare(variable, in: &scope)
            } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
                return execute(conditional, in: &scope)
            }
            return .next
        case .stmt(let statement):
            if let node = statement.as(ReturnStmtSyntax.self) {
                return .returned(node.expression.map { evaluator.evaluate($0, in: scope) } ?? .null)
            }
            if let node = statement.as(ExpressionStmtSyntax.self) {
                return execute(node.expression, in: &scope)
            }
            if let node = statement.as(ForStmtSyntax.self) {
                return loop(node, in: &scope)
            }
            if let node = statement.as(GuardStmtSyntax.self) {
                guard let holds = conditions(node.conditions, in: &scope) else { return .next }
                return holds ? .next : execute(node.body.statements, in: &scope, topLevel: false)
            }
            return skip(statement, in: scope)
        case .expr(let expression):
            return execute(expression, in: &scope)
        }
    }

    private func execute(_ expression: ExprSyntax, in scope: inout ManifestScope) -> Flow {
        let before = scope
        if let node = expression.as(IfExprSyntax.self) {
            let taken = branch(of: node, in: &scope)
            for block in Self.blocks(of: node) where taken??.id != block.id {
                explore(block.statements, in: before)
            }
            guard case .some(let block?) = taken else { return .next }
            return execute(block.statements, in: &scope, topLevel: false)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                return change(infix.leftOperand, in: &scope, at: infix,
                              by: ManifestChange(kind: .assign, expression: infix.rightOperand, scope: before))
            }
            if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                return change(infix.leftOperand, in: &scope, at: infix,
                              by: ManifestChange(kind: .appendSequence, expression: infix.rightOperand, scope: before))
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["append", "insert"].contains(member.declName.baseName.text),
           let argument = call.arguments.first {
            let kind: ManifestChange.Kind = argument.label?.text == "contentsOf" ? .appendSequence : .appendElement
            return change(base, in: &scope, at: call, by: ManifestChange(kind: kind, expression: argument.expression, scope: before))
        }
        return skip(expression, in: scope)
    }

    /// `let x = …` binds the expression with the names bound so far; `let x: T` waits for an
    /// assignment. In a branch not taken, what an array declared there holds is kept.
    private func declare(_ variable: VariableDeclSyntax, in scope: inout ManifestScope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                scope.bindings[name] = .expression(value, scope)
                record(ManifestChange(kind: .assign, expression: value, scope: scope))
            } else {
                scope.bindings[name] = .unassigned
            }
        }
    }

    /// `#if`: the clause active on this machine.
    private func execute(_ node: IfConfigDeclSyntax, in scope: inout ManifestScope) -> Flow {
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
    private func explore(_ statements: CodeBlockItemListSyntax, in scope: ManifestScope) {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var copy = scope
        _ = execute(statements, in: &copy, topLevel: false)
    }

    /// The blocks of an `if` and its `else if`s and `else`.
    private static func blocks(of node: IfExprSyntax) -> [CodeBlockSyntax] {
        switch node.elseBody {
        case .ifExpr(let next)?: [node.body] + blocks(of: next)
        case .codeBlock(let block)?: [node.body, block]
        case nil: [node.body]
        }
    }

    /// The block an `if` takes: nil when its condition cannot be read (a warning says so, and
    /// no branch runs); `.some(nil)` when none is taken.
    private func branch(of node: IfExprSyntax, in scope: inout ManifestScope) -> CodeBlockSyntax?? {
        guard let holds = conditions(node.conditions, in: &scope) else { return nil }
        if holds { return .some(node.body) }
        switch node.elseBody {
        case .ifExpr(let next)?: return branch(of: next, in: &scope)
        case .codeBlock(let block)?: return .some(block)
        case nil: return .some(nil)
        }
    }

    /// Whether every condition holds; `if let` binds its name. Nil when one cannot be read.
    private func conditions(_ list: ConditionElementListSyntax, in scope: inout ManifestScope) -> Bool? {
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

    /// `for name in array { … }`, with an optional `where`.
    private func loop(_ node: ForStmtSyntax, in scope: inout ManifestScope) -> Flow {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case .array(let elements)? = evaluator.evaluate(node.sequence, in: scope) else {
            return skip(node, in: scope)
        }
        scope.loopVariables.insert(name)
        defer { scope.loopVariables.remove(name) }
        for element in elements {
            scope.bindings[name] = .value(element.value)
            if let filter = node.whereClause?.condition {
                guard let holds = evaluator.condition(filter, in: scope) else { return .next }
                if !holds { continue }
            }
            if case .returned(let value) = execute(node.body.statements, in: &scope, topLevel: false) {
                return .returned(value)
            }
        }
        return .next
    }

    /// Applies `change` to what `target` names: a variable (worked out when it is read), or an
    /// argument of the call a variable holds (`package.targets`, at once). Settings are not followed.
    private func change(_ target: ExprSyntax, in scope: inout ManifestScope, at node: some SyntaxProtocol,
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
    private func record(_ change: ManifestChange) {
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
    private func skip(_ node: some SyntaxProtocol, in scope: ManifestScope) -> Flow {
        let changed = ChangedPropertyCollector.properties(in: node)
        if changed.isEmpty || !changed.isSubset(of: Self.settings) {
            evaluator.diagnose("cannot run `\(ManifestEvaluator.excerpt(of: node))` statically; what it changes is missing",
                               at: evaluator.location(of: node, in: scope))
        }
        return .next
    }

    private static func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// An assignment or mutation, which is a statement even when it is a body's only item.
    private static func isStatementExpression(_ expression: ExprSyntax) -> Bool {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self)
                || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
        }
        return false
    }
}
