import CleanArchModel
import Foundation

/// Turns a request into a validated plan: the new packages from the templates, and the root
/// manifest's and registrar's edits. Reads the disk, never writes it.
public struct ScaffoldPlanner {
    private let root: URL
    private let workspace: Workspace

    /// Plans against the workspace at `root`, as loaded by `WorkspaceLoader`.
    public init(root: URL, workspace: Workspace) {
        self.root = root
        self.workspace = workspace
    }

    /// - Throws: `ScaffoldError` for invalid names, missing features or components, names that
    ///   already exist, or a workspace without the files the wiring edits.
    public func plan(_ request: ScaffoldRequest) throws -> ScaffoldPlan {
        for name in [request.feature].compactMap({ $0 }) + request.components.map(\.name) {
            if let problem = SwiftIdentifier.problem(with: name) { throw ScaffoldError.invalidName(problem) }
        }
        let core = try CorePackages(workspace: workspace)
        var components: [ComponentPlan] = []
        var plannedUseCase: (name: String, api: ModuleReference)?
        var routeEdits: [String: ScaffoldPlan.Edit] = [:]
        let ordered = request.components.sorted { order($0.kind) < order($1.kind) }
        for component in ordered {
            let name = component.componentName
            func existing() throws -> FeatureComponents {
                guard let feature = request.feature else { throw ScaffoldError.missingFeature(component.kind) }
                return FeatureComponents(workspace: workspace, feature: feature)
            }
            switch component.kind {
            case .coordinator:
                components.append(CoordinatorTemplate(name: name, core: core).plan())
            case .useCase:
                let plan = try UseCaseTemplate(feature: existing().feature, name: name, core: core).plan()
                plannedUseCase = (name, plan.packages[0].reference)
                components.append(plan)
            case .repository:
                let feature = try existing()
                let useCase = try plannedUseCase ?? feature.useCase(selection: request.useCase)
                let template = RepositoryTemplate(feature: feature.feature, name: name, useCase: useCase.name, useCaseAPI: useCase.api, core: core)
                var repository = template.plan()
                RemoteDataSource.find(in: workspace)?.serve(&repository, repository: name, repositoryAPI: "\(name)API", call: template.remoteCall)
                components.append(repository)
            case .screen:
                let feature = try existing()
                let useCase = try plannedUseCase.map { (name: $0.name, api: $0.api, isScaffolded: true) } ?? feature.screenUseCase(selection: request.useCase)
                var screen = ScreenTemplate(feature: feature.feature, name: name, useCase: useCase.name, useCaseAPI: useCase.api,
                                            drivesUseCase: useCase.isScaffolded, core: core).plan()
                if let coordinator = request.coordinator {
                    let route = CoordinatorRoute(coordinator: coordinator, screen: name, workspace: workspace)
                    let (routesFile, sourceFolder) = try route.locate()
                    screen.addedFiles["\(sourceFolder)/\(route.conformanceFileName)"] = route.conformance
                    screen.followUps = ["call `show\(name)()` of \(coordinator)CoordinatorImpl where the flow leads to the screen"]
                    // A request holds at most one screen, so the routes file is edited once.
                    let routes = try read(routesFile)
                    routeEdits[routesFile] = ScaffoldPlan.Edit(before: routes, after: try route.routes(routes))
                }
                components.append(screen)
            case .dataSource:
                let feature = try existing()
                let repository = try feature.repository(selection: request.repository)
                components.append(DataSourceTemplate(
                    name: name,
                    repository: repository.name,
                    repositoryAPI: repository.api,
                    needsNameSpace: !feature.declares("\(repository.name)NameSpace")
                ).plan())
            }
        }
        try checkNamesAreFree(components)
        return try ScaffoldPlan(
            components: components.map(\.summary),
            createdFiles: createdFiles(components),
            editedFiles: wiring(components, feature: request.feature).merging(routeEdits) { wired, _ in wired },
            followUps: components.flatMap(\.followUps)
        )
    }

    /// Use cases first: repositories and screens in the same request build on them.
    private func order(_ kind: ComponentKind) -> Int {
        ComponentKind.allCases.firstIndex(of: kind)!
    }

    private func createdFiles(_ components: [ComponentPlan]) -> [String: String] {
        var files: [String: String] = [:]
        for component in components {
            for package in component.packages {
                files["\(package.directory)/Package.swift"] = package.manifest
                for (path, contents) in package.files {
                    files["\(package.directory)/\(path)"] = contents
                }
            }
            files.merge(component.addedFiles) { first, _ in first }
        }
        return files
    }

    /// Refuses names a package, module, product or type of the workspace already has, and
    /// directories or files that exist on disk.
    private func checkNamesAreFree(_ components: [ComponentPlan]) throws {
        var taken = Set<String>()
        for package in workspace.packages {
            taken.insert(package.name)
            taken.formUnion(package.targets.map(\.name))
            taken.formUnion(package.manifest.products.map(\.name))
        }
        let types = Set(workspace.files.values.flatMap { $0.declarations.filter { $0.kind != .extension }.map(\.name) })
        var conflicts: [String] = []
        for component in components {
            for package in component.packages {
                if taken.contains(package.name) { conflicts.append("module '\(package.name)'") }
                if exists(package.directory) { conflicts.append("directory '\(package.directory)'") }
            }
            conflicts += component.declaredTypes.filter(types.contains).map { "type '\($0)'" }
            conflicts += component.addedFiles.keys.sorted().filter(exists).map { "file '\($0)'" }
        }
        guard conflicts.isEmpty else { throw ScaffoldError.alreadyExists(conflicts) }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    // MARK: - Wiring

    /// The root manifest's and the registrar's new contents.
    private func wiring(_ components: [ComponentPlan], feature: String?) throws -> [String: ScaffoldPlan.Edit] {
        let (registrar, compositionRootTarget) = try compositionRoot()
        let packages = components.flatMap(\.packages)
        var references = Dictionary(workspace.packages.map { ($0.name, ModuleReference(package: $0.name, directory: $0.directory)) }) { first, _ in first }
        for package in packages { references[package.name] = package.reference }

        let manifestPath = "Package.swift"
        let manifestBefore = try read(manifestPath)
        var manifest = RootManifestEditor(source: manifestBefore, packageFolders: references.mapValues { RootManifestEditor.topFolder($0.packageDirectory) })
        try manifest.addPackages(directories: packages.map(\.directory))
        let imports = components.flatMap(\.registrations).flatMap(\.imports)
        try manifest.addProducts(imports.compactMap { references[$0] }, toTarget: compositionRootTarget)
        // A root that `cleanarch manifests` copies the test targets into gets them from it.
        if !manifestBefore.contains(RootTestAggregation.beginMarker) {
            try addTestTargets(packages, feature: feature, to: &manifest)
        }

        let registrarBefore = try read(registrar)
        var registrarEditor = RegistrarEditor(source: registrarBefore)
        for registration in components.flatMap(\.registrations) {
            try registrarEditor.add(registration)
        }
        for conformance in components.flatMap(\.conformances) {
            try registrarEditor.add(conformance)
        }
        return [
            manifestPath: ScaffoldPlan.Edit(before: manifestBefore, after: manifest.source),
            registrar: ScaffoldPlan.Edit(before: registrarBefore, after: registrarEditor.source),
        ]
    }

    /// A `.testTarget` per Impl package under its `// Group` comment, as the root re-lists them.
    private func addTestTargets(_ packages: [PackageSpec], feature: String?, to manifest: inout RootManifestEditor) throws {
        try manifest.addTestTargets(packages.filter { $0.kind == .impl }.map { package in
            let folder = RootManifestEditor.topFolder(package.directory)
            return RootTestTarget(spec: package, group: folder == "Features" ? "Features/\(feature ?? "")" : folder)
        })
    }

    /// The file declaring `registerAllServices()` in a non-test target of the root package, and that target.
    private func compositionRoot() throws -> (file: String, target: String) {
        let targets = workspace.packages.first { $0.directory.isEmpty }?.targets.filter { $0.manifest.kind != .test } ?? []
        let candidates = workspace.files.values.filter(\.isCompositionRoot).map(\.path).sorted()
        for file in candidates where (try? read(file).contains("registerAllServices")) == true {
            if let target = targets.first(where: { RelativePath.isInside(file, directory: $0.directory) }) {
                return (file, target.name)
            }
        }
        throw ScaffoldError.workspace("no composition root: no target of the root Package.swift declares `registerAllServices()`")
    }

    private func read(_ path: String) throws -> String {
        do {
            return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        } catch {
            throw ScaffoldError.workspace("cannot read \(path): \(error.localizedDescription)")
        }
    }
}
