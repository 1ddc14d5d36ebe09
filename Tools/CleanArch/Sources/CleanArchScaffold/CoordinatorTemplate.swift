/// `Coordinator/{Name}Coordinator/{Name}CoordinatorAPI|Impl` (blueprint §4.6.3, §4.6.4): the
/// coordinator protocol, its routes, and a coordinator starting the flow.
struct CoordinatorTemplate {
    /// `SettingsCoordinator`
    let name: String
    let core: CorePackages

    /// `Settings`: names the routes and the first screen's title.
    var flow: String { String(name.dropLast(ComponentKind.coordinator.suffix.count)) }
    var directory: String { "Coordinator/\(name)" }

    func plan() -> ComponentPlan {
        let api = apiPackage()
        var plan = ComponentPlan(summary: "coordinator \(name)")
        plan.packages = [api, implPackage(api: api.reference)]
        plan.declaredTypes = ["\(name)Protocol", "\(name)Impl", "\(flow)Routes"]
        plan.registrations = [Registration(
            section: .coordinators,
            implementation: "\(name)Impl",
            lines: ["register(\(name)Protocol.self) { @MainActor in \(name)Impl() }", ".scope(.shared)"],
            imports: ["\(name)API", "\(name)Impl"]
        )]
        return plan
    }

    /// Its doubles subclass the configured coordinator spy when there is one, so they import its module.
    private func apiPackage() -> PackageSpec {
        .api(component: name, in: directory, dependencies: [core.suiCoordinator],
             doublesDependencies: core.coordinatorSpy.map { [$0] } ?? [], sources: [
            "\(name)Protocol.swift": """
            import SUICoordinator

            /// The \(flow) flow (blueprint §4.6.3); parent coordinators navigate to it.
            @MainActor
            public protocol \(name)Protocol: CoordinatorType {}

            """,
        ])
    }

    private func implPackage(api: ModuleReference) -> PackageSpec {
        let sources = "Sources/\(name)Impl/"
        return PackageSpec(
            name: "\(name)Impl",
            directory: "\(directory)/\(name)Impl",
            kind: .impl,
            dependencies: [api, core.suiCoordinator, core.resolver, core.terminalUI],
            testDependencies: [core.suiCoordinator, core.terminalUI],
            files: [
                sources + "\(name)Impl.swift": implFile,
                sources + "\(flow)Routes.swift": routesFile,
                "Tests/\(name)ImplTests/\(name)ImplTests.swift": testFile,
            ]
        )
    }

    private var implFile: String {
        """
        import \(name)API
        import Resolver
        import SUICoordinator
        import TerminalUI

        /// Runs the \(flow) flow (blueprint §4.6.4).
        @MainActor
        public final class \(name)Impl: Coordinator<\(flow)Routes> {
            public override init() {
                super.init()
            }

            /// Shows the flow's first screen; resolve the real one with `@LazyInjected` (Resolver).
            public override func start() async {
                await startFlow(route: .start(AnyView(Text("\(flow)"))))
            }
        }

        // MARK: - \(name)Protocol

        extension \(name)Impl: \(name)Protocol {}

        """
    }

    private var routesFile: String {
        """
        import SUICoordinator
        import TerminalUI

        /// The screens of the \(flow) flow (blueprint §4.6.4).
        public enum \(flow)Routes: RouteType {
            /// The flow's first screen.
            case start(AnyView)

            public var presentationStyle: TransitionPresentationStyle {
                switch self {
                case .start: .push
                }
            }

            public var body: AnyView {
                switch self {
                case .start(let view): view
                }
            }
        }

        """
    }

    private var testFile: String {
        """
        import \(name)Impl
        import SUICoordinator
        import TerminalUI
        import XCTest

        @MainActor
        final class \(name)ImplTests: XCTestCase {
            func testStartShowsTheFirstScreen() async {
                let sut = \(name)Impl()

                await sut.start()

                let text = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
                    sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
                }.render().plainText
                XCTAssertTrue(text.contains("\(flow)"))
            }
        }

        """
    }
}
