import CleanArchModel
import Foundation
import SwiftSyntax

extension ManifestEvaluator {
    /// `Package(…)`, `.target(…)` (arguments evaluated when read), a helper function (or a static
    /// one of an extension), a closure called in place, and `map`, `flatMap`, `compactMap`, `filter` and `contains` on arrays.
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
            // A static helper of the same name and labels, unless it is the one running (a helper
            // named `product` calling PackageDescription's `.product(…)`).
            if member.base.map(isTypeName) ?? true, !running.contains(name),
               let helper = staticFunctions[name]?.first(where: { Self.accepts($0, arguments) }) {
                return inline(helper, called: node, arguments: arguments, at: location, in: scope)
            }
            guard let base = member.base else { return made(name) }
            if isTypeName(base) { return made(name) }
            if name == "fileExists", base.trimmedDescription == "FileManager.default" {
                return fileExists(node, arguments: arguments, in: scope)
            }
            if Self.sequenceMethods.contains(name), arguments.count == 1,
               let closure = arguments[0].expression.as(ClosureExprSyntax.self) {
                return sequenceMethod(name, on: base, with: closure, in: scope)
            }
            if name == "contains", arguments.count == 1, case .array(let elements)? = evaluate(base, in: scope),
               let wanted = evaluate(arguments[0].expression, in: scope) {
                return .bool(elements.contains { ManifestEvaluator.equal($0.value, wanted) == true })
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let function = functions[name] {
                return inline(function, called: node, arguments: arguments, at: location, in: scope)
            }
            if isTypeName(ExprSyntax(reference)) { return made(name) }
        } else if let closure = node.calledExpression.as(ClosureExprSyntax.self), arguments.isEmpty {
            return ManifestInterpreter(evaluator: self).result(of: closure.statements, in: scope)
        }
        return unsupported(node, in: scope)
    }

    /// `FileManager.default.fileExists(atPath:)`, relative paths from the package's directory, as
    /// the workspace is now; a note says so.
    private func fileExists(_ node: FunctionCallExprSyntax, arguments: [ManifestCall.Argument], in scope: ManifestScope) -> ManifestValue? {
        guard let packageDirectory, arguments.count == 1, arguments[0].label == "atPath" else { return unsupported(node, in: scope) }
        guard case .string(let path)? = evaluate(arguments[0].expression, in: scope) else { return nil }
        let absolute = path.hasPrefix("/") ? path : packageDirectory + "/" + path
        let exists = FileManager.default.fileExists(atPath: absolute)
        readFileSystem = true
        note("`\(Self.excerpt(of: node))` is \(exists), as the workspace is now", at: location(of: node, in: scope))
        return .bool(exists)
    }

    /// Whether `arguments` fit `function`'s parameters, in order, by label (defaults may be left out).
    private static func accepts(_ function: FunctionDeclSyntax, _ arguments: [ManifestCall.Argument]) -> Bool {
        var remaining = arguments[...]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let argument = remaining.first, argument.label == label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// `Target.Dependency`, `Package`: a capitalised name chain.
    func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true && reference.baseName.text != "ProcessInfo"
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
    }

    private static let sequenceMethods: Set<String> = ["map", "flatMap", "compactMap", "filter"]

    /// `base.map { … }` and its kin over an array; each result is located at the element it came from.
    private func sequenceMethod(_ name: String, on base: ExprSyntax, with closure: ClosureExprSyntax,
                                in scope: ManifestScope) -> ManifestValue? {
        guard let parameter = Self.parameterName(of: closure) else {
            return unsupported(closure, in: scope, reason: "not a one-parameter closure")
        }
        guard let value = evaluate(base, in: scope) else { return nil }
        guard case .array(let elements) = value else {
            return unsupported(base, in: scope, reason: "not an array")
        }
        var results: [ManifestElement] = []
        for element in elements {
            var inner = scope
            inner.bindings[parameter] = .value(element.value)
            inner.locationOverride = scope.locationOverride ?? element.location
            guard let result = ManifestInterpreter(evaluator: self).result(of: closure.statements, in: inner) else { continue }
            let location = inner.locationOverride ?? element.location
            switch (name, result) {
            case ("filter", .bool(let kept)):
                if kept { results.append(element) }
            case ("flatMap", .array(let inner)):
                results += inner
            case ("compactMap", .null):
                break
            case ("map", _), ("compactMap", _):
                results.append(ManifestElement(value: result, location: location))
            default:
                return unsupported(closure, in: scope, reason: "`\(name)` needs \(name == "filter" ? "a Boolean" : "an array")")
            }
        }
        return .array(results)
    }

    /// `$0`, or the closure's single named parameter; nil for several.
    private static func parameterName(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)? where names.count == 1: names.first?.name.text
        case .parameterClause(let clause)? where clause.parameters.count == 1:
            (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text
        case nil: "$0"
        default: nil
        }
    }

    /// A helper function of the manifest, its parameters bound to the arguments (or their
    /// defaults) and its statements run; what it builds is located at the call.
    private func inline(_ function: FunctionDeclSyntax, called node: FunctionCallExprSyntax,
                        arguments: [ManifestCall.Argument], at location: SourceLocation,
                        in scope: ManifestScope) -> ManifestValue? {
        guard let body = function.body else {
            return unsupported(node, in: scope, reason: "`\(function.name.text)` has no body")
        }
        guard running.insert(function.name.text).inserted else {
            return unsupported(node, in: scope, reason: "`\(function.name.text)` calls itself")
        }
        defer { running.remove(function.name.text) }
        var inner = ManifestScope(locationOverride: scope.locationOverride ?? location)
        // The function sees the file's variables as they are at the call, not as the file ends.
        inner.topLevel = scope.topLevel ?? scope.bindings
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
        return ManifestInterpreter(evaluator: self).result(of: body.statements, in: inner)
    }
}
