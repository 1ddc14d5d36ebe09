import SwiftSyntax

extension ManifestEvaluator {
    /// `+` on arrays or strings, `??`, `==`, `!=`, `&&`, `||` (the operands folded by precedence).
    func infix(_ node: InfixOperatorExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard let name = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return unsupported(node, in: scope)
        }
        switch name {
        case "&&", "||":
            guard let left = condition(node.leftOperand, in: scope) else { return nil }
            if left == (name == "||") { return .bool(left) }
            return condition(node.rightOperand, in: scope).map(ManifestValue.bool)
        case "??":
            guard let left = evaluate(node.leftOperand, in: scope) else { return nil }
            if case .null = left { return evaluate(node.rightOperand, in: scope) }
            return left
        case "==", "!=", "+":
            guard let left = evaluate(node.leftOperand, in: scope), let right = evaluate(node.rightOperand, in: scope) else {
                return nil
            }
            if name == "+" { return sum(left, right, of: node, in: scope) }
            guard let equal = Self.equal(left, right) else {
                return unsupported(node, in: scope, reason: "cannot compare \(left.summary) with \(right.summary)")
            }
            return .bool(equal == (name == "=="))
        default:
            return unsupported(node, in: scope, reason: "the operator `\(name)` is not supported")
        }
    }

    /// `!condition`.
    func prefix(_ node: PrefixOperatorExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard node.operator.text == "!" else { return unsupported(node, in: scope) }
        return condition(node.expression, in: scope).map { .bool(!$0) }
    }

    /// `condition ? a : b`: only the branch taken is evaluated.
    func ternary(_ node: TernaryExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard let taken = condition(node.condition, in: scope) else { return nil }
        return evaluate(taken ? node.thenExpression : node.elseExpression, in: scope)
    }

    /// The Boolean value of `expression`; nil, with a warning, when it has none.
    func condition(_ expression: ExprSyntax, in scope: ManifestScope) -> Bool? {
        switch evaluate(expression, in: scope) {
        case .bool(let value)?: return value
        case .call?:
            _ = unsupported(expression, in: scope, reason: "its value is known only when the manifest runs")
            return nil
        case let other?:
            _ = unsupported(expression, in: scope, reason: "\(other.summary) is not a Boolean")
            return nil
        case nil: return nil
        }
    }

    /// `x.property`: an argument of a call read back (`package.targets`), the environment
    /// (`ProcessInfo.processInfo.environment`), an enum case (`.regular`), or `isEmpty`.
    func member(_ node: MemberAccessExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        let name = node.declName.baseName.text
        if node.base.map(isTypeName) ?? true, let body = staticComputed[name], running.insert("static " + name).inserted {
            defer { running.remove("static " + name) }
            return ManifestInterpreter(evaluator: self).result(of: body, in: ManifestScope())
        }
        guard let base = node.base else {
            return .call(ManifestCall(name: name, arguments: [], scope: scope, location: location(of: node, in: scope)))
        }
        switch evaluate(base, in: scope) {
        case .call(let call)? where call.name == "ProcessInfo" || call.name == "Context":
            switch name {
            case "processInfo": return .call(call)
            case "environment": return .environment
            default: return unsupported(node, in: scope)
            }
        case .call(let call)? where name == "type" && Self.targetTypes[call.name] != nil:
            return .call(ManifestCall(name: Self.targetTypes[call.name] ?? "", arguments: [], scope: scope,
                                      location: location(of: node, in: scope)))
        case .call(let call)?:
            return value(name, of: call) ?? .null
        case .array(let elements)? where name == "isEmpty":
            return .bool(elements.isEmpty)
        case .string(let string)? where name == "isEmpty":
            return .bool(string.isEmpty)
        case .some:
            return unsupported(node, in: scope)
        case nil:
            return nil
        }
    }

    /// `Target.TargetType` of each kind of target: what `target.type` reads.
    private static let targetTypes = [
        "target": "regular", "testTarget": "test", "executableTarget": "executable", "plugin": "plugin",
        "macro": "macro", "systemLibrary": "system", "binaryTarget": "binary",
    ]

    /// `environment["NAME"]`: unset, as on a machine where nobody set it; a note says so.
    func `subscript`(_ node: SubscriptCallExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard case .environment? = evaluate(node.calledExpression, in: scope) else {
            return unsupported(node, in: scope)
        }
        let key = node.arguments.first.flatMap { evaluate($0.expression, in: scope) }
        guard case .string(let variable)? = key else { return unsupported(node, in: scope, reason: "not a variable name") }
        note("assumed the environment variable `\(variable)` is not set, as by default", at: location(of: node, in: scope))
        return .null
    }

    /// Whether two values are equal; nil when they cannot be compared.
    static func equal(_ left: ManifestValue, _ right: ManifestValue) -> Bool? {
        switch (left, right) {
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.null, .string), (.string, .null), (.null, .bool), (.bool, .null): false
        case (.call(let a), .call(let b)) where a.arguments.isEmpty && b.arguments.isEmpty: a.name == b.name
        default: nil
        }
    }

    private func sum(_ left: ManifestValue, _ right: ManifestValue, of node: InfixOperatorExprSyntax,
                     in scope: ManifestScope) -> ManifestValue? {
        switch (left, right) {
        case (.string(let a), .string(let b)): .string(a + b)
        case (.array(let a), .array(let b)): .array(a + b)
        default: unsupported(node, in: scope, reason: "cannot add \(left.summary) and \(right.summary)")
        }
    }
}
