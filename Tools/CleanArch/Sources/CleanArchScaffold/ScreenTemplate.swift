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
            testDependencies: [api, useCaseAPI, core.reactive],
            files: [
                sources + "\(name)Impl.swift": implFile,
                sources + "\(name)ViewModel.swift": viewModelFile,
                sources + "\(name)View.swift": viewFile,
                "Tests/\(name)ImplTests/\(name)ViewModelTests.swift": testFile,
            ]
        )
    }

    private var implFile: String {
        """
        import \(name)API
        import \(useCase)API
        import Resolver
        import TerminalUI

        /// The \(name): builds its view model over the \(useCase) and its view.
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
                AnyView(\(name)View(viewModel: \(name)ViewModel(dependencies: dependencies, useCase: useCase)))
            }
        }

        """
    }

    private var viewModelFile: String {
        """
        import \(name)API
        import \(useCase)API
        import Observation
        import Reactive

        /// The \(name)'s interface adapter (blueprint §4.2): forwards user events to the use case
        /// and maps its states to what the view shows. It holds no business rule.
        @MainActor
        @Observable
        final class \(name)ViewModel {
            /// The last state the use case published.
            private(set) var state: \(useCase)NameSpace.States = .idle

            /// Whether a load is in flight.
            var isLoading: Bool {
                if case .loading = state { true } else { false }
            }

            /// What the screen says about the current state.
            var message: String {
                switch state {
                case .idle: "Nothing loaded yet."
                case .loading: "Loading…"
                case .loaded: "Loaded."
                case .error: "Something went wrong. Please try again."
                }
            }

            @ObservationIgnored private let dependencies: \(name)Dependencies
            @ObservationIgnored private let useCase: any \(useCase)Protocol
            @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

            init(dependencies: \(name)Dependencies, useCase: any \(useCase)Protocol) {
                self.dependencies = dependencies
                self.useCase = useCase
                subscribeToPublishers()
            }

            /// The user asked to load the content.
            func onTapLoad() async {
                // A failure is published as an `.error` state, which `message` shows.
                try? await useCase.load()
            }

            /// The user asked to leave the screen.
            func onTapClose() async {
                await dependencies.coordinator.close\(name)()
            }

            private func subscribeToPublishers() {
                useCase.statePublisher
                    .removeDuplicates()
                    .receive(on: UIScheduler.shared)
                    .sink { [weak self] state in
                        MainActor.assumeIsolated { self?.state = state }
                    }
                    .store(in: &cancellables)
            }
        }

        """
    }

    private var viewFile: String {
        """
        import TerminalUI

        /// The \(name)'s view: the state, Load and Close.
        struct \(name)View: View {
            let viewModel: \(name)ViewModel

            var body: some View {
                VStack(spacing: 1) {
                    Text("\(feature)").bold()
                    Text(viewModel.message)
                    if viewModel.isLoading {
                        ProgressView("Loading…")
                    }
                    Button("Load") { Task { await viewModel.onTapLoad() } }
                        .disabled(viewModel.isLoading)
                    Button("Close") { Task { await viewModel.onTapClose() } }
                }
                .padding(horizontal: 2)
            }
        }

        """
    }

    private var testFile: String {
        """
        @testable import \(name)Impl
        import \(name)API
        import \(useCase)API
        import Reactive
        import XCTest

        @MainActor
        final class \(name)ViewModelTests: XCTestCase {
            func testShowsTheStatesTheUseCasePublishes() async {
                let useCase = UseCaseStub()
                let sut = \(name)ViewModel(dependencies: .init(coordinator: CoordinatorStub()), useCase: useCase)
                XCTAssertEqual(sut.state, .idle)

                useCase.subject.send(.loading)

                XCTAssertEqual(sut.state, .loading)
                XCTAssertTrue(sut.isLoading)
            }
        }

        /// Publishes whatever state the test sends.
        private final class UseCaseStub: \(useCase)Protocol {
            let subject = StateSubject(\(useCase)NameSpace.States.idle)

            var statePublisher: AnyPublisher<\(useCase)NameSpace.States, Never> { subject.eraseToAnyPublisher() }

            func load() async throws {}
        }

        /// Ignores navigation.
        private final class CoordinatorStub: \(name)CoordinatorProtocol {
            func close\(name)() async {}
        }

        """
    }
}
