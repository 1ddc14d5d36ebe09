import CleanArchModel

/// Derives the blueprint role of packages and targets from their names and paths, unless
/// `.cleanarch.yml` overrides it.
struct RoleClassifier {
    /// Overrides by package (or target) name.
    let overrides: [String: Role]

    private static let layersByName: [(fragment: String, layer: Role.Layer)] = [
        ("UseCase", .useCase), ("Repository", .repository), ("Screen", .screen), ("Coordinator", .coordinator),
    ]
    private static let layersByDirectory: [Substring: Role.Layer] = ["Data": .data, "Core": .core]
    private static let appDirectories: Set<Substring> = ["PayRed", "App"]

    /// `{Name}TestDoubles`: test support of an API package.
    static func isTestDoubles(_ targetName: String) -> Bool {
        targetName.hasSuffix("TestDoubles")
    }

    /// What the name and path say, else the composition root (or `PayRed/`, `App/`) makes it
    /// `app`, else `other`.
    func packageRole(name: String, directory: String, hasCompositionRoot: Bool) -> Role {
        if let role = overrides[name] { return role }
        let own = Self.role(name: name, directory: directory) ?? Role(kind: nil, layer: .other)
        guard own.layer == .other else { return own }
        let isApp = hasCompositionRoot || Self.appDirectories.contains(Self.firstComponent(of: directory))
        return Role(kind: own.kind, layer: isApp ? .app : .other)
    }

    /// What the target's own name and directory say, completed by its package's role (the
    /// root package aggregates targets of every layer); the package's role when they say nothing.
    func targetRole(name: String, directory: String, packageName: String, packageRole: Role) -> Role {
        if let role = overrides[name] ?? overrides[packageName] { return role }
        guard let own = Self.role(name: name, directory: directory) else { return packageRole }
        return Role(kind: own.kind ?? packageRole.kind, layer: own.layer == .other ? packageRole.layer : own.layer)
    }

    /// Kind from a `…API`/`…Impl` name; layer from a `Data/` or `Core/` path first, then the name
    /// (`other` when neither says). `Data/` defaults to `impl`. Nil when nothing is said.
    private static func role(name: String, directory: String) -> Role? {
        let kind = kind(of: name)
        let layer = layersByDirectory[firstComponent(of: directory)]
            ?? layersByName.first { name.containsBytes(of: $0.fragment) }?.layer
        guard kind != nil || layer != nil else { return nil }
        return Role(kind: kind ?? (layer == .data ? .impl : nil), layer: layer ?? .other)
    }

    private static func firstComponent(of directory: String) -> Substring {
        directory.utf8.firstIndex(of: UInt8(ascii: "/")).map { directory[..<$0] } ?? directory[...]
    }

    /// `…API` or `…Impl`, ignoring a `Tests` or `TestDoubles` suffix.
    private static func kind(of name: String) -> Role.Kind? {
        var stem = Substring(name)
        for suffix in ["TestDoubles", "Tests"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
        }
        if stem.hasSuffix("API") { return .api }
        if stem.hasSuffix("Impl") { return .impl }
        return nil
    }
}
