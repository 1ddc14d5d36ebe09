import CleanArchModel

/// The workspace's own platform packages generated code depends on, found by name.
struct CorePackages: Sendable {
    let reactive: ModuleReference
    /// `Loadable`: the one load state (ADR 0023).
    let loadable: ModuleReference
    /// `RemoteDataError`: the one error at the data boundary (ADR 0021).
    let remoteDataError: ModuleReference
    let resolver: ModuleReference
    let terminalUI: ModuleReference
    let testSupport: ModuleReference
    let suiCoordinator: ModuleReference
    /// The module of the class `cleanarch doubles` subclasses for `CoordinatorType`
    /// (`double_superclasses` in `.cleanarch.yml`, e.g. `SUICoordinatorTestDoubles`), which
    /// coordinator doubles import; nil when none is configured or no package provides it.
    let coordinatorSpy: ModuleReference?

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
        loadable = find("Loadable")
        remoteDataError = find("RemoteDataError")
        resolver = find("Resolver")
        terminalUI = find("TerminalUI")
        testSupport = find("TestSupport")
        suiCoordinator = find("SUICoordinator")
        coordinatorSpy = CorePackages.superclassModule(of: "CoordinatorType", in: workspace)
        guard missing.isEmpty else {
            throw ScaffoldError.workspace("the workspace has no package named \(missing.joined(separator: ", ")) (expected under Core/)")
        }
    }

    /// The product named like the module of `protocolName`'s configured double superclass
    /// (`Module.Class`), and the package providing it.
    private static func superclassModule(of protocolName: String, in workspace: Workspace) -> ModuleReference? {
        guard let qualified = workspace.configuration.doubleSuperclasses[protocolName],
              let dot = qualified.firstIndex(of: ".") else { return nil }
        let module = String(qualified[..<dot])
        guard let package = workspace.packages.first(where: { $0.manifest.products.contains { $0.name == module } }) else {
            return nil
        }
        return ModuleReference(product: module, package: package.name, packageDirectory: package.directory)
    }
}
