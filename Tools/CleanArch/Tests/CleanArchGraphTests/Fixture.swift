import CleanArchGraph
import CleanArchModel

/// Builds workspaces directly, without reading manifests.
enum Fixture {
    struct Target {
        var name: String
        var kind: ManifestTarget.Kind = .regular
        var dependencies: [TargetDependency.Reference] = []
    }

    static let location = SourceLocation(file: "Package.swift", line: 1, column: 1)

    /// A package in `directory` (named after its last component unless `name` is given) with
    /// `.package(path:)` dependencies `paths`, `.package(url:)` dependencies `urls`, `targets`
    /// (default: one target named like the package, depending on a product named after each
    /// dependency's last path component) and one library product per non-test target.
    static func package(
        _ directory: String,
        _ role: Role,
        name: String? = nil,
        paths: [String] = [],
        urls: [String] = [],
        targets: [Target]? = nil,
        products: [ManifestProduct]? = nil
    ) -> WorkspacePackage {
        let name = name ?? String(directory.split(separator: "/").last ?? "Root")
        let defaultDependencies = (paths + urls).map { reference in
            let last = reference.split(separator: "/").last.map(String.init) ?? reference
            return product(last.hasSuffix(".git") ? String(last.dropLast(4)) : last)
        }
        let path = directory.isEmpty ? "Package.swift" : "\(directory)/Package.swift"
        // Every manifest entry on a line of its own, as violations are matched by location.
        let manifestTargets = (targets ?? [Target(name: name, dependencies: defaultDependencies)]).enumerated().map { index, target in
            ManifestTarget(
                name: target.name, kind: target.kind, path: nil,
                dependencies: target.dependencies.enumerated().map { entry, reference in
                    TargetDependency(reference: reference, location: SourceLocation(file: path, line: 100 + 10 * index + entry, column: 1))
                },
                location: location
            )
        }
        let dependencies = (paths.map { PackageDependency.Source.path($0) } + urls.map { .url($0) }).enumerated().map { line, source in
            PackageDependency(source: source, explicitName: nil, location: SourceLocation(file: path, line: 10 + line, column: 1))
        }
        let manifest = PackageManifest(
            name: name,
            path: path,
            dependencies: dependencies,
            products: products ?? manifestTargets.filter { $0.kind != .test }.map {
                ManifestProduct(name: $0.name, kind: .library, targets: [$0.name])
            },
            targets: manifestTargets,
            location: location
        )
        let placed = manifestTargets.map {
            WorkspaceTarget(
                manifest: $0,
                packageName: name,
                directory: directory.isEmpty ? $0.resolvedPath : "\(directory)/\($0.resolvedPath)",
                role: role,
                isTestDoubles: $0.name.hasSuffix("TestDoubles"),
                files: []
            )
        }
        return WorkspacePackage(manifest: manifest, role: role, targets: placed)
    }

    static func workspace(_ packages: [WorkspacePackage], configuration: Configuration = Configuration()) -> Workspace {
        Workspace(packages: packages, files: [:], looseFiles: [], configuration: configuration)
    }

    /// A `.product(name: X, package: X)` dependency.
    static func product(_ name: String) -> TargetDependency.Reference {
        .product(name: name, package: name)
    }

    /// The violation `cleanarch check` reports on ``login()``: its repository Impl depends on its
    /// use case Impl.
    static let loginViolations: [Violation] = {
        let repository = login().packages.first { $0.name == "LoginRepositoryImpl" }
        let dependency = repository?.manifest.dependencies.first { "\($0.source)".contains("LoginUseCaseImpl") }
        return [Violation(rule: "impl-not-on-impl", severity: .error, location: dependency?.location ?? location,
                          message: "Impl package 'LoginRepositoryImpl' depends on Impl package 'LoginUseCaseImpl'")]
    }()

    /// A blueprint-like workspace: the Login feature's six packages, two core packages and a data
    /// package, with one Impl → Impl dependency (repository Impl on use case Impl, see
    /// ``loginViolations``) and one cycle (use case API ↔ repository API).
    static func login() -> Workspace {
        let login = "Features/Login"
        let core = "../../../../../Core"
        return workspace([
            package("Core/Reactive", .core),
            package("Core/Resolver", .core, urls: ["https://github.com/Swinject/Swinject.git"]),
            package(
                "\(login)/UseCases/LoginUseCase/LoginUseCaseAPI", .api(.useCase),
                paths: ["\(core)/Reactive", "../../../Repositories/LoginRepository/LoginRepositoryAPI"]
            ),
            package(
                "\(login)/UseCases/LoginUseCase/LoginUseCaseImpl", .impl(.useCase),
                paths: ["../LoginUseCaseAPI", "\(core)/Reactive", "\(core)/Resolver"]
            ),
            package(
                "\(login)/Repositories/LoginRepository/LoginRepositoryAPI", .api(.repository),
                paths: ["../../../UseCases/LoginUseCase/LoginUseCaseAPI"]
            ),
            package(
                "\(login)/Repositories/LoginRepository/LoginRepositoryImpl", .impl(.repository),
                paths: [
                    "../LoginRepositoryAPI", "../../../UseCases/LoginUseCase/LoginUseCaseImpl", "\(core)/Resolver",
                ]
            ),
            package("\(login)/Presentation/LoginScreen/LoginScreenAPI", .api(.screen), paths: ["\(core)/Reactive"]),
            package(
                "\(login)/Presentation/LoginScreen/LoginScreenImpl", .impl(.screen),
                paths: ["../LoginScreenAPI", "../../../UseCases/LoginUseCase/LoginUseCaseAPI", "\(core)/Resolver"]
            ),
            package(
                "Data/DataBase/DataBase", Role(kind: .impl, layer: .data),
                paths: ["../../../Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"],
                urls: ["https://github.com/groue/GRDB.swift.git"]
            ),
        ])
    }
}

extension Role {
    static func api(_ layer: Layer) -> Role { Role(kind: .api, layer: layer) }
    static func impl(_ layer: Layer) -> Role { Role(kind: .impl, layer: layer) }
    static let core = Role(kind: nil, layer: .core)
}

extension ModuleGraph {
    func node(_ id: String) -> ModuleNode? {
        nodes.first { $0.id == id }
    }

    func edge(_ from: String, _ to: String) -> ModuleEdge? {
        edges.first { $0.from == from && $0.to == to }
    }

    var edgePairs: [String] {
        edges.map { "\($0.from)->\($0.to)" }
    }
}
