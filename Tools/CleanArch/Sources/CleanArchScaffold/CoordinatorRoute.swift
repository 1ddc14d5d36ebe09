import CleanArchModel

/// A new screen's route in the coordinator that shows it (`cleanarch new screen … --coordinator`):
/// the route in the coordinator's routes enum, and a file conforming the coordinator to the
/// screen's coordinator protocol with `show{Screen}()` and `close{Screen}()`. What is left to do
/// by hand is the one line that calls `show{Screen}()`.
struct CoordinatorRoute {
    /// `MenuTab`, the coordinator `MenuTabCoordinatorImpl` with its routes `MenuTabRoutes`.
    let coordinator: String
    /// `RequestMoneyScreen`
    let screen: String
    let workspace: Workspace

    private var implementation: String { "\(coordinator)CoordinatorImpl" }
    private var routesName: String { "\(coordinator)Routes" }
    /// `requestMoneyScreen`
    private var route: String { screen.prefix(1).lowercased() + screen.dropFirst() }

    /// The routes file's path and the coordinator's source folder.
    /// - Throws: `ScaffoldError.workspace` when the coordinator or its routes are not found.
    func locate() throws -> (routesFile: String, sourceFolder: String) {
        func file(declaring name: String) -> String? {
            workspace.files.values.first { file in file.declarations.contains { $0.name == name && $0.kind != .extension } }?.path
        }
        guard let implementationFile = file(declaring: implementation) else {
            throw ScaffoldError.workspace("no coordinator `\(implementation)` (`cleanarch new coordinator \(coordinator)` creates one)")
        }
        guard let routesFile = file(declaring: routesName) else {
            throw ScaffoldError.workspace("no `\(routesName)` beside `\(implementation)`")
        }
        return (routesFile, implementationFile.split(separator: "/").dropLast().joined(separator: "/"))
    }

    /// The conformance file, named `{Impl}+{Screen}.swift`.
    var conformanceFileName: String { "\(implementation)+\(screen).swift" }

    var conformance: String {
        """
        import Resolver
        import \(screen)API

        // MARK: - \(screen)CoordinatorProtocol

        extension \(implementation): \(screen)CoordinatorProtocol {
            /// Shows the \(screen): call it where the flow leads to it.
            public func show\(screen)() async {
                @LazyInjected var screen: \(screen)Protocol
                await router.navigate(toRoute: .\(route)(screen.screen(dependencies: \(screen)Dependencies(coordinator: self))))
            }

            public func close\(screen)() async {
                await router.pop()
            }
        }

        """
    }

    /// `routes` with the screen's route added.
    func routes(_ routes: String) throws -> String {
        var editor = RoutesEditor(source: routes)
        try editor.addPushedRoute(route, to: routesName, summary: "The \(screen).")
        return editor.source
    }
}
