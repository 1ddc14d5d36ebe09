import SwiftParser
import SwiftSyntax

/// Edits the root `Package.swift` through its syntax tree: adds package dependencies, products to
/// the composition root's target, and test targets, each only if missing, keeping the formatting.
struct RootManifestEditor {
    private(set) var source: String
    /// Package names to the top-level folder they live in (`LoginUseCaseAPI` → `Features`).
    private let packageFolders: [String: String]

    init(source: String, packageFolders: [String: String]) {
        self.source = source
        self.packageFolders = packageFolders
    }

    /// Adds `.package(path:)` for each directory, after the last path dependency under the same
    /// top-level folder (else after the last path dependency).
    mutating func addPackages(directories: [String]) throws {
        for directory in directories {
            let tree = Parser.parse(source: source)
            let array = try ArrayLiteralEditor(array: packageArgument("dependencies", in: tree))
            let paths = array.elementTexts.map(Self.firstStringLiteral)
            guard !paths.contains(directory) else { continue }
            let folder = Self.topFolder(directory)
            let anchor = paths.lastIndex { $0.map(Self.topFolder) == folder } ?? paths.lastIndex { $0 != nil && !$0!.contains("://") }
            replace(array.array, in: tree, with: try array.inserting([".package(path: \"\(directory)\")"], after: anchor))
        }
    }

    /// Adds `.product(name:package:)` entries to `target`'s dependencies, after the last product
    /// whose package sits in the same top-level folder (else at the end).
    mutating func addProducts(_ modules: [ModuleReference], toTarget target: String) throws {
        for module in modules {
            let tree = Parser.parse(source: source)
            let array = try ArrayLiteralEditor(array: targetDependencies(target, in: tree))
            let names = array.elementTexts.map(Self.firstStringLiteral)
            guard !names.contains(module.product) else { continue }
            let folders = array.elementTexts.map(Self.packageArgument)
            let folder = Self.topFolder(module.packageDirectory)
            let anchor = folders.lastIndex { $0.flatMap { packageFolders[$0] } == folder }
            replace(array.array, in: tree, with: try array.inserting([module.productExpression], after: anchor))
        }
    }

    /// Adds each test target under its `// Group` comment, opening the group after the last group
    /// of the same top-level folder when it does not exist yet.
    mutating func addTestTargets(_ targets: [RootTestTarget]) throws {
        for target in targets {
            let tree = Parser.parse(source: source)
            let array = try ArrayLiteralEditor(array: packageArgument("targets", in: tree))
            guard !array.elementTexts.map(Self.firstStringLiteral).contains(target.name) else { continue }
            let groups = array.groupComments
            let folder = Self.topFolder(target.group)
            if let anchor = groups.lastIndex(of: target.group) {
                replace(array.array, in: tree, with: try array.inserting([target.expression], after: anchor))
            } else {
                let anchor = groups.lastIndex { $0.map(Self.topFolder) == folder }
                replace(array.array, in: tree, with: try array.inserting([target.expression], after: anchor, comment: target.group))
            }
        }
    }

    // MARK: - Syntax lookups

    /// The `Package(…)` call.
    private func packageCall(in tree: SourceFileSyntax) throws -> FunctionCallExprSyntax {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("Package") {
            if let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
        }
        throw ScaffoldError.workspace("the root Package.swift has no `Package(…)` call")
    }

    private func packageArgument(_ label: String, in tree: SourceFileSyntax) throws -> ArrayExprSyntax {
        try Self.arrayArgument(label, of: packageCall(in: tree), context: "Package(…)")
    }

    private func targetDependencies(_ name: String, in tree: SourceFileSyntax) throws -> ArrayExprSyntax {
        let targets = try packageArgument("targets", in: tree).elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self) }
        guard let target = targets.first(where: { call in
            call.arguments.first { $0.label?.text == "name" }.map { Self.firstStringLiteral($0.expression.trimmedDescription) } == name
        }) else {
            throw ScaffoldError.workspace("the root Package.swift has no target named '\(name)'")
        }
        return try Self.arrayArgument("dependencies", of: target, context: "target '\(name)'")
    }

    private static func arrayArgument(_ label: String, of call: FunctionCallExprSyntax, context: String) throws -> ArrayExprSyntax {
        guard let array = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else {
            throw ScaffoldError.workspace("the root Package.swift's \(context) has no `\(label): [...]` array")
        }
        return array
    }

    private mutating func replace(_ old: ArrayExprSyntax, in tree: SourceFileSyntax, with new: ArrayExprSyntax) {
        source = NodeReplacer(id: old.id, replacement: Syntax(new)).rewrite(tree).description
    }

    // MARK: - Text helpers

    /// The first `"…"` in `text`: a path, target or product name.
    static func firstStringLiteral(_ text: String) -> String? {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// The `package: "…"` argument of a `.product(…)` entry.
    private static func packageArgument(_ text: String) -> String? {
        guard let range = text.range(of: "package:") else { return nil }
        return firstStringLiteral(String(text[range.upperBound...]))
    }

    /// `Features` for `Features/Cards/…`.
    static func topFolder(_ path: String) -> String {
        String(path.split(separator: "/").first ?? "")
    }
}
