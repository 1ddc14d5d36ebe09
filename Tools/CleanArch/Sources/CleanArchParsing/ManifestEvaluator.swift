import CleanArchModel
import SwiftSyntax

/// Evaluates manifest expressions statically: literals, arrays, `+`, `??`, string
/// interpolation, `let` bindings and single-expression helper functions of the same file,
/// and `array.map { … }`. Anything else is skipped with a diagnostic.
final class ManifestEvaluator {
    private static let maximumDepth = 64

    private let locations: LocationMapper
    private let bindings: [String: ExprSyntax]
    /// The file's top-level functions, by name.
    let functions: [String: FunctionDeclSyntax]
    private var depth = 0
    private(set) var diagnostics: [LoadDiagnostic] = []

    /// Reads the file's top-level `let`/`var` bindings and functions.
    init(file: SourceFileSyntax, locations: LocationMapper) {
        self.locations = locations
        var bindings: [String: ExprSyntax] = [:]
        var functions: [String: FunctionDeclSyntax] = [:]
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            }
            for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value {
                    bindings[name] = value
                }
            }
        }
        self.bindings = bindings
        self.functions = functions
    }

    /// The top-level binding called `name`, e.g. `package`.
    func binding(named name: String) -> ExprSyntax? {
        bindings[name]
    }

    func diagnose(_ message: String, at location: SourceLocation) {
        diagnostics.append(LoadDiagnostic(location: location, message: message))
    }

    /// The value of `expression`; nil, with a diagnostic, when it cannot be evaluated.
    func evaluate(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard depth < Self.maximumDepth else {
            return unsupported(expression, in: scope, reason: "nested too deeply")
        }
        depth += 1
        defer { depth -= 1 }
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return string(literal, in: scope)
        case .nilLiteralExpr:
            return .null
        case .arrayExpr(let array):
            return .array(array.elements.compactMap { element in
                evaluate(element.expression, in: scope).map {
                    ManifestElement(value: $0, location: location(of: element.expression, in: scope))
                }
            })
        case .tupleExpr(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.label == nil:
            return tuple.elements.first.flatMap { evaluate($0.expression, in: scope) }
        case .declReferenceExpr(let reference):
            return resolve(reference, in: scope)
        case .functionCallExpr(let call):
            return self.call(call, in: scope)
        case .sequenceExpr(let sequence):
            return operators(sequence, in: scope)
        default:
            return unsupported(expression, in: scope)
        }
    }

    func location(of node: some SyntaxProtocol, in scope: ManifestScope) -> SourceLocation {
        scope.locationOverride ?? locations.location(of: node)
    }

    /// Diagnoses `node` as not statically evaluable; always nil.
    func unsupported(_ node: some SyntaxProtocol, in scope: ManifestScope, reason: String? = nil) -> ManifestValue? {
        var excerpt = node.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
        if excerpt.count > 60 { excerpt = String(excerpt.prefix(57)) + "..." }
        diagnose("cannot evaluate `\(excerpt)` statically\(reason.map { " (\($0))" } ?? ""); skipped",
                 at: location(of: node, in: scope))
        return nil
    }

    private func string(_ literal: StringLiteralExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        if let value = literal.representedLiteralValue { return .string(value) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                result += text.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let part = interpolation.expressions.first,
                      part.label == nil else {
                    return unsupported(interpolation, in: scope)
                }
                switch evaluate(part.expression, in: scope) {
                case .string(let string)?: result += string
                case .some: return unsupported(interpolation, in: scope, reason: "not a string")
                case nil: return nil
                }
            }
        }
        return .string(result)
    }

    private func resolve(_ reference: DeclReferenceExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        let name = reference.baseName.text
        switch scope.bindings[name] {
        case .value(let value)?:
            return value
        case .expression(let expression, let argumentScope)?:
            return evaluate(expression, in: argumentScope)
        case nil:
            guard let expression = bindings[name] else {
                return unsupported(reference, in: scope, reason: "not a `let` of this manifest")
            }
            return evaluate(expression, in: ManifestScope())
        }
    }
}
