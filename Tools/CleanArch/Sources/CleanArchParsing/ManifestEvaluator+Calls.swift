import CleanArchModel
import SwiftSyntax

extension ManifestEvaluator {
    /// `Package(…)`, `.target(…)` (arguments evaluated when read), a helper function, `array.map { … }`.
    func call(_ node: FunctionCallExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        var arguments = node.arguments.map { ManifestCall.Argument(label: $0.label?.text, expression: $0.expression) }
        if let closure = node.trailingClosure {
            arguments.append(ManifestCall.Argument(label: nil, expression: ExprSyntax(closure)))
        }
        let location = location(of: node, in: scope)
        let made = { (name: String) in
            ManifestValue.call(ManifestCall(name: name, arguments: arguments, scope: scope, location: location))
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return made(name) }
            if isTypeName(base) { return made(name) }
            if name == "map", arguments.count == 1, let closure = arguments[0].expression.as(ClosureExprSyntax.self) {
                return map(base, with: closure, in: scope)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let function = functions[name] {
                return inline(function, called: node, arguments: arguments, at: location, in: scope)
            }
            if isTypeName(ExprSyntax(reference)) { return made(name) }
        }
        return unsupported(node, in: scope)
    }

    /// `Target.Dependency`, `Package`: a capitalised name chain.
    private func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
    }

    /// `base.map { … }` over an array; each result is located at the element it came from.
    private func map(_ base: ExprSyntax, with closure: ClosureExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard let body = Self.singleExpression(closure.statements) else {
            return unsupported(closure, in: scope, reason: "not a single expression")
        }
        let parameter: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)? where names.count == 1: parameter = names.first?.name.text ?? "$0"
        case .parameterClause(let clause)? where clause.parameters.count == 1:
            parameter = (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text ?? "$0"
        case nil: parameter = "$0"
        default: return unsupported(closure, in: scope, reason: "not a one-parameter closure")
        }
        switch evaluate(base, in: scope) {
        case .array(let elements)?:
            return .array(elements.compactMap { element in
                let location = scope.locationOverride ?? element.location
                var inner = scope
                inner.bindings[parameter] = .value(element.value)
                inner.locationOverride = location
                return evaluate(body, in: inner).map { ManifestElement(value: $0, location: location) }
            })
        case .some:
            return unsupported(base, in: scope, reason: "not an array")
        case nil:
            return nil
        }
    }

    /// A helper function of the manifest with a single-expression body, its parameters bound
    /// to the arguments (or their defaults); what it builds is located at the call.
    private func inline(_ function: FunctionDeclSyntax, called node: FunctionCallExprSyntax,
                        arguments: [ManifestCall.Argument], at location: SourceLocation,
                        in scope: ManifestScope) -> ManifestValue? {
        guard let body = function.body.flatMap({ Self.singleExpression($0.statements) }) else {
            return unsupported(node, in: scope, reason: "`\(function.name.text)` is not a single expression")
        }
        var inner = ManifestScope(locationOverride: scope.locationOverride ?? location)
        var remaining = arguments[...]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let argument = remaining.first, argument.label == label {
                inner.bindings[name] = .expression(argument.expression, scope)
                remaining.removeFirst()
            } else if let defaultValue = parameter.defaultValue?.value {
                inner.bindings[name] = .expression(defaultValue, ManifestScope())
            } else {
                return unsupported(node, in: scope, reason: "arguments do not match `\(function.name.text)`")
            }
        }
        guard remaining.isEmpty else {
            return unsupported(node, in: scope, reason: "arguments do not match `\(function.name.text)`")
        }
        return evaluate(body, in: inner)
    }

    /// `{ expression }` or `{ return expression }`.
    private static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}
