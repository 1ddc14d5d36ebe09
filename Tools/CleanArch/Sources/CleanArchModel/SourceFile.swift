/// What `cleanarch` reads from one Swift file.
public struct SourceFile: Codable, Hashable, Sendable {
    /// Relative to the workspace root.
    public var path: String
    public var imports: [ImportDeclaration]
    /// Top-level declarations, members nested inside.
    public var declarations: [Declaration]
    public var suppressions: [Suppression]
    /// Whether the file is a composition root: it declares `registerAllServices()` or
    /// conforms something to `ResolverRegistering`.
    public var isCompositionRoot: Bool
    /// For a composition root: every type name it mentions (registrations).
    public var referencedTypeNames: [String]
    /// Modules the file uses without importing them: `#externalMacro(module: "X", …)` and a
    /// plugin's `context.tool(named: "X")`.
    public var modulesUsedWithoutImport: [String]

    public init(
        path: String,
        imports: [ImportDeclaration] = [],
        declarations: [Declaration] = [],
        suppressions: [Suppression] = [],
        isCompositionRoot: Bool = false,
        referencedTypeNames: [String] = [],
        modulesUsedWithoutImport: [String] = []
    ) {
        self.path = path
        self.imports = imports
        self.declarations = declarations
        self.suppressions = suppressions
        self.isCompositionRoot = isCompositionRoot
        self.referencedTypeNames = referencedTypeNames
        self.modulesUsedWithoutImport = modulesUsedWithoutImport
    }
}
