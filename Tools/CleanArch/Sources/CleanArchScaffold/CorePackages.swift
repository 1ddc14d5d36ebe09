import CleanArchModel

/// The workspace's own platform packages generated code depends on, found by name.
struct CorePackages: Sendable {
    let reactive: ModuleReference
    let resolver: ModuleReference
    let terminalUI: ModuleReference
    let testSupport: ModuleReference
    let suiCoordinator: ModuleReference

    /// Finds the packages in `workspace`; throws naming the ones that are missing.
    init(workspace: Workspace) throws {
        let directories = Dictionary(workspace.packages.map { ($0.name, $0.directory) }, uniquingKeysWith: { first, _ in first })
        var missing: [String] = []
        func find(_ name: String) -> ModuleReference {
            guard let directory = directories[name] else {
                missing.append(name)
                return ModuleReference(package: name, directory: name)
            }
            return ModuleReference(package: name, directory: directory)
        }
        reactive = find("Reactive")
        resolver = find("Resolver")
        terminalUI = find("TerminalUI")
        testSupport = find("TestSupport")
        suiCoordinator = find("SUICoordinator")
        guard missing.isEmpty else {
            throw ScaffoldError.workspace("the workspace has no package named \(missing.joined(separator: ", ")) (expected under Core/)")
        }
    }
}
