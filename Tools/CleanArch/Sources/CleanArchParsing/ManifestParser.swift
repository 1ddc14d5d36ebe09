import CleanArchModel
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` statically with SwiftSyntax: never compiles or runs it. Its
/// top-level statements run in `ManifestInterpreter`, so `package.targets.append(…)` and the
/// like count; `#if` and environment variables are read as SwiftPM reads them by default.
public enum ManifestParser {
    /// The manifest in `source`, nil when it does not parse or builds no `Package(…)`; and the
    /// problems met (warnings: skipped entries) and assumptions made (notes).
    /// `path` is the manifest's workspace-relative path, used for locations; with `rootPath` (the
    /// workspace's absolute path), file-existence checks are answered from the disk.
    public static func parse(source: String, path: String,
                             rootPath: String? = nil) -> (manifest: PackageManifest?, diagnostics: [LoadDiagnostic]) {
        let parsed = Parser.parse(source: source)
        if parsed.hasError {
            let locations = LocationMapper(path: path, tree: parsed)
            let location = firstError(in: parsed).map { locations.location(of: $0) }
                ?? SourceLocation(file: path, line: 1, column: 1)
            return (nil, [LoadDiagnostic(location: location, message: "the manifest has a syntax error; package skipped")])
        }
        let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let evaluator = ManifestEvaluator(file: tree, locations: LocationMapper(path: path, tree: tree))
        let toolsVersion = ToolchainVersion(toolsVersionLineOf: source.prefix(200))
        evaluator.packageDirectory = rootPath.map { root in
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            return directory.isEmpty ? root : root + "/" + directory
        }
        let languageMode = (toolsVersion?.major ?? 6) >= 6 ? 6 : 5
        evaluator.buildConfiguration = HostBuildConfiguration(languageMode: languageMode)
        ManifestInterpreter(evaluator: evaluator).run(tree)
        guard case .call(let call)? = packageValue(evaluator: evaluator), call.name == "Package" else {
            let message = "no `let package = Package(…)` is built by this manifest; package skipped"
            return (nil, evaluator.diagnostics + [LoadDiagnostic(file: path, message: message)])
        }
        let statementsRead = evaluator.warningCount == 0
        var manifest = ManifestReader(evaluator: evaluator, path: path, defaultLanguageMode: languageMode).manifest(from: call)
        manifest.isPartial = manifest.isPartial || !statementsRead
        manifest.readsFileSystem = evaluator.readFileSystem
        return (manifest, evaluator.diagnostics)
    }

    /// The value of `package`, or of another top-level binding made with `Package(…)` (and
    /// changed since, perhaps).
    private static func packageValue(evaluator: ManifestEvaluator) -> ManifestValue? {
        if evaluator.globals["package"] != nil {
            return evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("package"))), in: ManifestScope())
        }
        func isPackage(_ binding: ManifestScope.Binding) -> Bool {
            switch binding {
            case .expression(let expression, _):
                expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
            case .value(.call(let call)): call.name == "Package"
            case .changed(let base?, _): isPackage(base)
            default: false
            }
        }
        let other = evaluator.globals.sorted { $0.key < $1.key }.first { isPackage($0.value) }
        return other.flatMap { name, _ in
            evaluator.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: ManifestScope())
        }
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
