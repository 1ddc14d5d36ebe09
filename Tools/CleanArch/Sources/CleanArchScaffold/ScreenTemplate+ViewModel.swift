import CleanArchModel

/// The screen's view model and its tests.
extension ScreenTemplate {
    /// The MVI shape of the hand-written screens: `State` and `Action`, `reduce` for the state
    /// changes that happen at once, `send` for the requests and navigation.
    var viewModelFile: String {
        """
        import \(name)API
        import \(useCase)API
        import Observation
        import Reactive

        /// The \(name)'s interface adapter (blueprint §4.2, 001's MVI shape): `send` takes the user's
        /// actions, `state` is what the view shows. It holds no business rule: loading belongs to
        /// the \(useCase), whose published states `apply(_:)` maps.
        @MainActor
        @Observable
        final class \(name)ViewModel {
        \(stateDeclaration)

            /// What the user can do.
            enum Action: Equatable {
                /// Load the content.
                case load
                /// Leave the screen.
                case close
            }

            private(set) var state = State()

            @ObservationIgnored private let dependencies: \(name)Dependencies
            @ObservationIgnored private let useCase: any \(useCase)Protocol
            @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

            init(dependencies: \(name)Dependencies, useCase: any \(useCase)Protocol) {
                self.dependencies = dependencies
                self.useCase = useCase
                subscribeToPublishers()
            }

            /// Applies what `action` changes in the state at once: a first load shows before the use case answers.
            func reduce(_ action: Action) {
                if case .load = action, state.content != .loaded {
                    state.content = .loading
                }
            }

            /// Handles `action`: its state change, then the request or navigation it starts.
            func send(_ action: Action) async {
                reduce(action)
                switch action {
                case .load:
                    // The outcome, a failure included, is the published state, which `apply(_:)` shows.
                    await useCase.load()
                case .close:
                    await dependencies.coordinator.close\(name)()
                }
            }

            private func subscribeToPublishers() {
                useCase.statePublisher
                    .observeOnMain { [weak self] state in self?.apply(state) }
                    .store(in: &cancellables)
            }

            /// Maps the use case's state to what the view shows: a reload, and a failed one, show
            /// what was loaded before (the state's `last`), under why the reload failed.
            private func apply(_ useCaseState: \(useCase)NameSpace.States) {
                state.notice = useCaseState.staleFailure.map(Self.text)
                if useCaseState.value != nil {
                    state.content = .loaded
                } else if let error = useCaseState.failure {
                    state.content = .error(Self.text(for: error))
                } else {
                    state.content = useCaseState == .idle ? .idle : .loading
                }
            }

            /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
            static func text(for error: \(useCase)NameSpace.Errors) -> String {
                switch error {
                case .networkUnavailable: "Can't reach the server. Check your connection and try again."
                case .sessionExpired: "Your session has ended. Sign in again."
                case .unavailable: "Something went wrong. Please try again."
                }
            }
        }

        """
    }

    /// State-equality tests over the stubs from the two APIs' `…APITestDoubles`.
    var testFile: String {
        let useCaseStub = DoubleNaming.stubName(for: "\(useCase)Protocol")
        let coordinatorStub = DoubleNaming.stubName(for: "\(name)CoordinatorProtocol")
        return """
        // Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
        // call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

        @testable import \(name)Impl
        import \(name)API
        import \(name)APITestDoubles
        import \(useCase)API
        import \(useCase)APITestDoubles
        import XCTest

        private typealias State = \(name)ViewModel.State

        /// The view model's state for each action and each published use-case state, compared whole.
        @MainActor
        final class \(name)ViewModelTests: XCTestCase {
            private var useCase: \(useCaseStub)!
            private var coordinator: \(coordinatorStub)!
            private var sut: \(name)ViewModel!

            override func setUp() async throws {
                useCase = \(useCaseStub)()
                coordinator = \(coordinatorStub)()
                sut = \(name)ViewModel(dependencies: \(name)Dependencies(coordinator: coordinator), useCase: useCase)
            }

            func testStartsIdle() async {
                XCTAssertEqual(sut.state, State(content: .idle))
            }

            func testShowsTheStatesTheUseCasePublishes() async {
                useCase.statePublisherSubject.send(.loading)
                XCTAssertEqual(sut.state, State(content: .loading))

                useCase.statePublisherSubject.send(.error(.unavailable))
                XCTAssertEqual(sut.state, State(content: .error("Something went wrong. Please try again.")))

                useCase.statePublisherSubject.send(.idle)
                XCTAssertEqual(sut.state, State(content: .idle))
            }

            func testLoadShowsLoadingAndAsksTheUseCase() async {
                await sut.send(.load)

                XCTAssertEqual(useCase.loadCallCount, 1)
                XCTAssertEqual(sut.state, State(content: .loading))
            }

            func testARefreshAndAFailedOneKeepWhatIsShown() async {
                useCase.statePublisherSubject.send(.loaded(.init()))
                await sut.send(.load)
                useCase.statePublisherSubject.send(.loading(last: .init()))
                XCTAssertEqual(sut.state, State(content: .loaded))

                useCase.statePublisherSubject.send(.error(.networkUnavailable, last: .init()))
                XCTAssertEqual(sut.state, State(content: .loaded, notice: "Can't reach the server. Check your connection and try again."))
            }

            func testCloseLeavesThroughTheCoordinator() async {
                await sut.send(.close)

                XCTAssertEqual(coordinator.close\(name)CallCount, 1)
                XCTAssertFalse(useCase.loadCalled)
                XCTAssertEqual(sut.state, State())
            }
        }

        """
    }

    /// The view model's `State`, at its indentation inside the class: both view models' shape.
    var stateDeclaration: String {
        """
            /// Everything the view shows.
            struct State: Equatable {
                /// Where the content stands.
                enum Content: Equatable {
                    /// Nothing asked for yet.
                    case idle
                    /// On its way.
                    case loading
                    /// Loaded; add what the view shows of it here.
                    case loaded
                    /// Loading failed; the text says what to do.
                    case error(String)
                }

                var content: Content = .idle
                /// Why the last refresh failed, while what was loaded stays shown; nil otherwise.
                var notice: String?
            }
        """
    }
}
