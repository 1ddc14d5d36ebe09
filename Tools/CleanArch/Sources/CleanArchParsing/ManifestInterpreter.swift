import CleanArchModel
import SwiftSyntax

/// Runs a manifest's statements statically: `let`/`var` (a `let` declared without a value is
/// bound when assigned), assignments, `+=`, `append`/`append(contentsOf:)`/`insert` on a
/// variable or on a call's argument (`package.targets.append(…)`), `if`/`else`, `guard`, `#if`
/// (the clause active on this machine, with a note), `for … in`, and `return` in helper
/// functions and closures. A statement it cannot run is skipped with a warning naming it;
/// one that only changes build settings is skipped without a word, as `cleanarch` reads none.
struct ManifestInterpreter {
    /// How a block ended.
    enum Flow {
        case next
        case returned(ManifestValue?)
        /// `break` or `continue` in a loop's body.
        case leftIteration(endingLoop: Bool)
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
        case .next, .leftIteration:
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

    func execute(_ items: CodeBlockItemListSyntax, in scope: inout ManifestScope, topLevel: Bool) -> Flow {
        for item in items {
            let flow = execute(item.item, in: &scope)
            if topLevel { evaluator.globals = scope.bindings }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// The statements of an `if`, `guard … else` or `for` body: names declared there are gone
    /// after it (an outer name they shadowed is back), while assignments to outer names stay.
    private func executeBlock(_ items: CodeBlockItemListSyntax, in scope: inout ManifestScope) -> Flow {
        let declared = items.flatMap { item -> [String] in
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        let outer = declared.map { ($0, scope.bindings[$0]) }
        let flow = execute(items, in: &scope, topLevel: false)
        for (name, binding) in outer { scope.bindings[name] = binding }
        return flow
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
            if statement.is(BreakStmtSyntax.self) { return .leftIteration(endingLoop: true) }
            if statement.is(ContinueStmtSyntax.self) { return .leftIteration(endingLoop: false) }
            if let node = statement.as(GuardStmtSyntax.self) {
                guard let holds = conditions(node.conditions, in: &scope) else { return .next }
                return holds ? .next : executeBlock(node.body.statements, in: &scope)
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
            return executeBlock(block.statements, in: &scope)
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

    /// `for name in array { … }`, with an optional `where`, `break` and `continue`.
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
            switch executeBlock(node.body.statements, in: &scope) {
            case .returned(let value): return .returned(value)
            case .leftIteration(endingLoop: true): return .next
            case .leftIteration(endingLoop: false), .next: continue
            }
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
