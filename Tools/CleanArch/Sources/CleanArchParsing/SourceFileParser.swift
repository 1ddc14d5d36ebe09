import CleanArchModel
import SwiftParser
import SwiftSyntax

/// Reads what the rules need from one Swift file's text, with SwiftSyntax.
public enum SourceFileParser {
    /// The file's imports, declarations, suppressions and composition-root facts; `path` is
    /// workspace-relative and used for locations. Never fails: syntax errors are recovered from.
    public static func parse(source: String, path: String) -> SourceFile {
        let tree = Parser.parse(source: source)
        let locations = LocationMapper(path: path, tree: tree)
        let extractor = DeclarationExtractor(locations: locations)
        let declarations = extractor.declarations(in: tree)
        let isCompositionRoot = declarations.contains(where: isRegistration)
        return SourceFile(
            path: path,
            imports: ImportCollector(locations: locations).imports(in: tree, mayHaveConditions: source.containsBytes(of: "#if")),
            declarations: declarations,
            suppressions: SuppressionScanner.suppressions(in: tree, source: source, locations: locations),
            isCompositionRoot: isCompositionRoot,
            referencedTypeNames: isCompositionRoot ? TypeReferenceCollector.names(in: tree) : [],
            modulesUsedWithoutImport: source.containsBytes(of: "externalMacro") || source.containsBytes(of: "tool(named")
                ? UnimportedModuleCollector.names(in: tree) : []
        )
    }

    /// A `registerAllServices` function with a body (not the protocol requirement) or a
    /// conformance to `ResolverRegistering`, at any depth.
    private static func isRegistration(_ declaration: Declaration) -> Bool {
        if declaration.kind == .function, declaration.name == "registerAllServices", declaration.hasLogic { return true }
        if declaration.kind == .extension, declaration.inheritedTypes.contains(where: namesResolverRegistering) {
            return true
        }
        return declaration.members.contains(where: isRegistration)
    }

    /// `ResolverRegistering`, `@retroactive ResolverRegistering`, `Resolver.ResolverRegistering`.
    private static func namesResolverRegistering(_ type: String) -> Bool {
        let name = type.split(whereSeparator: { $0 == " " || $0 == "." }).last
        return name == "ResolverRegistering"
    }
}
