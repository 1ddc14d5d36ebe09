import CleanArchModel

/// The view model and tests of a screen over a use case `cleanarch new` did not make: the view
/// model holds the use case for the actions the developer adds, and starts with Close only.
extension ScreenTemplate {
    var holdingViewModelFile: String {
        """
        import \(name)API
        import \(useCase)API
        import Observation

        /// The \(name)'s interface adapter (blueprint §4.2, 001's MVI shape): `send` takes the user's
        /// actions, `state` is what the view shows. It holds no business rule: what it shows comes
        /// from the \(useCase), which `send` asks.
        @MainActor
        @Observable
        final class \(name)ViewModel {
        \(stateDeclaration)

            /// What the user can do.
            enum Action: Equatable {
                /// Leave the screen.
                case close
            }

            private(set) var state = State()

            @ObservationIgnored private let dependencies: \(name)Dependencies
            /// What the actions ask; add them to `Action` and `send`.
            @ObservationIgnored private let useCase: any \(useCase)Protocol

            init(dependencies: \(name)Dependencies, useCase: any \(useCase)Protocol) {
                self.dependencies = dependencies
                self.useCase = useCase
            }

            /// Handles `action`: the request or navigation it starts.
            func send(_ action: Action) async {
                switch action {
                case .close:
                    await dependencies.coordinator.close\(name)()
                }
            }
        }

        """
    }

    /// State-equality tests over the stubs from the two APIs' `…APITestDoubles`.
    var holdingTestFile: String {
        """
        // Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
        // call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

        @testable import \(name)Impl
        import \(name)API
        import \(name)APITestDoubles
        import \(useCase)API
        import \(useCase)APITestDoubles
        import XCTest

        private typealias State = \(name)ViewModel.State

        /// The view model's state for each action, compared whole.
        @MainActor
        final class \(name)ViewModelTests: XCTestCase {
            private var coordinator: \(DoubleNaming.stubName(for: "\(name)CoordinatorProtocol"))!
            private var sut: \(name)ViewModel!

            override func setUp() async throws {
                coordinator = \(DoubleNaming.stubName(for: "\(name)CoordinatorProtocol"))()
                sut = \(name)ViewModel(dependencies: \(name)Dependencies(coordinator: coordinator),
                                       useCase: \(DoubleNaming.stubName(for: "\(useCase)Protocol"))())
            }

            func testStartsIdle() async {
                XCTAssertEqual(sut.state, State(content: .idle))
            }

            func testCloseLeavesThroughTheCoordinator() async {
                await sut.send(.close)

                XCTAssertEqual(coordinator.close\(name)CallCount, 1)
                XCTAssertEqual(sut.state, State())
            }
        }

        """
    }
}
