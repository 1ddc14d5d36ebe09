/// `{Name}ScreenAPI` and `{Name}ScreenImpl` (blueprint §4.1, §4.2, §4.6.7): the screen protocol,
/// its dependencies and coordinator protocol, and a screen with its view model and view over the
/// feature's use case.
struct ScreenTemplate {
    let feature: String
    /// `CardsScreen`
    let name: String
    /// The use case the view model drives.
    let useCase: String
    let useCaseAPI: ModuleReference
    /// The use case has the scaffold's shape: the view model loads it and shows its published
    /// states. Otherwise the view model only holds it, for the screen's own actions.
    let drivesUseCase: Bool
    let core: CorePackages

    var directory: String { "Features/\(feature)/Presentation/\(name)" }

    func plan() -> ComponentPlan {
        let api = apiPackage()
        var plan = ComponentPlan(summary: "screen \(name)")
        plan.packages = [api, implPackage(api: api.reference)]
        plan.declaredTypes = ["\(name)Protocol", "\(name)Dependencies", "\(name)CoordinatorProtocol", "\(name)Impl"]
        plan.followUps = ["conform a coordinator to \(name)CoordinatorProtocol and present \(name)Protocol from it "
            + "(`cleanarch new coordinator \(feature)` creates one)"]
        plan.registrations = [Registration(
            section: .presentation,
            implementation: "\(name)Impl",
            lines: ["register(\(name)Protocol.self) { \(name)Impl() }", ".scope(.unique)"],
            imports: ["\(name)API", "\(name)Impl"]
        )]
        return plan
    }

    private func apiPackage() -> PackageSpec {
        .api(component: name, in: directory, dependencies: [core.terminalUI], sources: [
            "\(name)Protocol.swift": """
            import TerminalUI

            /// The \(name) as coordinators see it: something that builds its view.
            public protocol \(name)Protocol: Sendable {
                /// Builds the screen's view for `dependencies`.
                @MainActor
                func screen(dependencies: \(name)Dependencies) -> AnyView
            }

            """,
            "\(name)Dependencies.swift": """
            /// What the \(name) receives from its coordinator (blueprint §4.6.7).
            public struct \(name)Dependencies: Sendable {
                /// The coordinator the screen navigates with.
                public let coordinator: any \(name)CoordinatorProtocol

                /// Creates the dependencies.
                public init(coordinator: any \(name)CoordinatorProtocol) {
                    self.coordinator = coordinator
                }
            }

            """,
            "\(name)CoordinatorProtocol.swift": """
            /// Where the \(name) can navigate (blueprint §4.6.7); a coordinator implements it.
            public protocol \(name)CoordinatorProtocol: AnyObject, Sendable {
                /// Leaves the screen.
                func close\(name)() async
            }

            """,
        ])
    }

    private func implPackage(api: ModuleReference) -> PackageSpec {
        let sources = "Sources/\(name)Impl/"
        return PackageSpec(
            name: "\(name)Impl",
            directory: "\(directory)/\(name)Impl",
            kind: .impl,
            dependencies: [api, useCaseAPI, core.reactive, core.resolver, core.terminalUI],
            testDependencies: [api, api.testDoubles, useCaseAPI, useCaseAPI.testDoubles],
            files: [
                sources + "\(name)Impl.swift": implFile,
                sources + "\(name)ViewModel.swift": drivesUseCase ? viewModelFile : holdingViewModelFile,
                sources + "\(name)View.swift": viewFile,
                "Tests/\(name)ImplTests/\(name)ViewModelTests.swift": drivesUseCase ? testFile : holdingTestFile,
            ]
        )
    }

    private var implFile: String {
        let text = """
        import \(name)API
        import \(useCase)API
        import Resolver
        import TerminalUI

        /// The \(name): builds its view model over the \(useCase) and its view\(drivesUseCase ? ", and starts loading" : "").
        public final class \(name)Impl: \(name)Protocol {
            private let useCase: any \(useCase)Protocol

            /// Resolves the use case from the container (the registrar's path).
            public convenience init() {
                self.init(useCase: Resolver.resolve(\(useCase)Protocol.self))
            }

            /// Creates the screen over `useCase` (the tests' path).
            public init(useCase: any \(useCase)Protocol) {
                self.useCase = useCase
            }

            @MainActor
            public func screen(dependencies: \(name)Dependencies) -> AnyView {
                let viewModel = \(name)ViewModel(dependencies: dependencies, useCase: useCase)
        LOAD_ON_SHOW
                return AnyView(\(name)View(viewModel: viewModel))
            }
        }

        """
        return text.replacing("LOAD_ON_SHOW\n", with: drivesUseCase ? "        Task { await viewModel.send(.load) }\n" : "")
    }

    private var viewFile: String {
        let text = """
        import TerminalUI

        /// The \(name)'s view: the content's state\(drivesUseCase ? ", Load" : "") and Close.
        struct \(name)View: View {
            let viewModel: \(name)ViewModel

            var body: some View {
                let state = viewModel.state
                VStack(spacing: 1) {
                    Text("\(feature)").bold()
                    content(state.content)
                    if let notice = state.notice {
                        Text(notice).foregroundColor(.yellow)
                    }
                    LOAD_BUTTON
                    Button("Close") { Task { await viewModel.send(.close) } }
                    Divider()
                    Text("Tab: next · Enter: press · Esc: back · Ctrl-C: quit").dim()
                }
                .padding(horizontal: 2)
                .onEscape { Task { await viewModel.send(.close) } }
            }

            @ViewBuilder
            private func content(_ content: \(name)ViewModel.State.Content) -> some View {
                switch content {
                case .idle:
                    Text("Nothing loaded yet.")
                case .loading:
                    ProgressView("Loading…")
                case .loaded:
                    Text("Loaded.")
                case .error(let message):
                    Text(message).foregroundColor(.red)
                }
            }
        }

        """
        let load = drivesUseCase ? "            Button(\"Load\") { Task { await viewModel.send(.load) } }\n                .disabled(state.content == .loading)\n" : ""
        return text.replacing("            LOAD_BUTTON\n", with: load)
    }
}
