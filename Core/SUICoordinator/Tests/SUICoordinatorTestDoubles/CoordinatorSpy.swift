import SUICoordinator

/// A coordinator that records how it is started, for the TestDoubles of coordinator APIs.
///
/// Subclass it and adopt the coordinator protocol under test, e.g.
/// `final class MainAppCoordinatorStub: CoordinatorSpy, MainAppCoordinatorProtocol {}`.
@MainActor
open class CoordinatorSpy: Coordinator<CoordinatorSpy.Route> {
    /// The spy's single route; its body names the spy's type.
    public enum Route: RouteType {
        /// The placeholder screen shown after `start()`.
        case placeholder(String)

        public var presentationStyle: TransitionPresentationStyle { .push }

        public var body: String {
            switch self {
            case .placeholder(let name): name
            }
        }
    }

    /// How many times `start()` ran.
    public private(set) var startCallCount = 0
    /// Replaces the default start behaviour (showing the placeholder) when set.
    public var onStart: (@MainActor () async -> Void)?

    /// Creates the spy.
    public override init() {
        super.init()
    }

    /// Whether `start()` ran.
    public var startCalled: Bool { startCallCount > 0 }

    open override func start() async {
        startCallCount += 1
        if let onStart {
            return await onStart()
        }
        await startFlow(route: .placeholder(String(describing: type(of: self))))
    }

    /// Forgets the calls and the custom behaviour.
    open func reset() {
        startCallCount = 0
        onStart = nil
    }
}
