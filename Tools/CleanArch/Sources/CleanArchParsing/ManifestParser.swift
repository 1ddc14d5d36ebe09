import CleanArchModel
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` statically with SwiftSyntax: never compiles or runs it.
public enum ManifestParser {
    /// The manifest in `source`, nil when it does not parse or has no `Package(…)` call; and
    /// the problems met, such as entries that cannot be evaluated statically and were skipped.
    /// `path` is the manifest's workspace-relative path, used for locations.
    public static func parse(source: String, path: String) -> (manifest: PackageManifest?, diagnostics: [LoadDiagnostic]) {
        let tree = Parser.parse(source: source)
        let locations = LocationMapper(path: path, tree: tree)
        if tree.hasError {
            let location = firstError(in: tree).map { locations.location(of: $0) }
                ?? SourceLocation(file: path, line: 1, column: 1)
            return (nil, [LoadDiagnostic(location: location, message: "the manifest has a syntax error; package skipped")])
        }
        let evaluator = ManifestEvaluator(file: tree, locations: locations)
        guard let packageCall = packageCall(in: tree, evaluator: evaluator),
              case .call(let call)? = evaluator.evaluate(ExprSyntax(packageCall), in: ManifestScope()) else {
            return (nil, [LoadDiagnostic(file: path, message: "no `let package = Package(…)` found; package skipped")])
        }
        let manifest = ManifestReader(evaluator: evaluator, path: path).manifest(from: call)
        return (manifest, evaluator.diagnostics)
    }

    /// The `Package(…)` bound by `let package =`, or by another top-level binding.
    private static func packageCall(in tree: SourceFileSyntax, evaluator: ManifestEvaluator) -> FunctionCallExprSyntax? {
        func isPackageCall(_ expression: ExprSyntax?) -> FunctionCallExprSyntax? {
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" else { return nil }
            return call
        }
        if let call = isPackageCall(evaluator.binding(named: "package")) { return call }
        return tree.statements.lazy.compactMap { item -> FunctionCallExprSyntax? in
            guard case .decl(let decl) = item.item else { return nil }
            return decl.as(VariableDeclSyntax.self)?.bindings.lazy.compactMap { isPackageCall($0.initializer?.value) }.first
        }.first
    }

    /// The first missing or unexpected token.
    private static func firstError(in tree: SourceFileSyntax) -> TokenSyntax? {
        tree.tokens(viewMode: .all).first { token in
            if token.presence == .missing { return true }
            var node = Syntax(token)
            while let parent = node.parent {
                if parent.is(UnexpectedNodesSyntax.self) { return true }
                node = parent
            }
            return false
        }
    }
}
