import Observation
import SUICoordinator

/// Routes used across the tests; each body is a distinct string.
enum TestRoute: RouteType, Equatable {
    case home
    case detail(Int)
    case settings
    case styled(TransitionPresentationStyle)

    var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .home, .detail: .push
        case .settings: .sheet
        case .styled(let style): style
        }
    }

    var body: String { "\(self)" }
}

/// A coordinator that shows `root` when started and counts its starts.
final class TestCoordinator: Coordinator<TestRoute> {
    private let root: TestRoute
    private(set) var startCount = 0

    init(root: TestRoute = .home) {
        self.root = root
    }

    override func start() async {
        startCount += 1
        await startFlow(route: root)
    }
}

/// Tab pages, declared out of tab bar order on purpose.
enum TestPage: TabPage, CaseIterable {
    case profile, home, cards

    var position: Int {
        switch self {
        case .home: 0
        case .cards: 1
        case .profile: 2
        }
    }

    var title: String {
        switch self {
        case .home: "Home"
        case .cards: "Cards"
        case .profile: "Profile"
        }
    }
}

/// Counts observation change notifications.
@MainActor final class ChangeCounter {
    private(set) var count = 0

    /// Tracks what `read` accesses and counts the next change to it.
    func track(_ read: () -> Void) {
        withObservationTracking(read) {
            MainActor.assumeIsolated { self.count += 1 }
        }
    }
}

/// A screen holding the coordinator it navigates with, as a view model holds its dependencies.
struct HoldingRoute: RouteType {
    let coordinator: AnyObject

    var presentationStyle: TransitionPresentationStyle { .push }
    var body: String { "holding" }
}

/// A coordinator whose main screen holds it: a cycle only emptying its router breaks.
final class ScreenHoldingCoordinator: Coordinator<HoldingRoute> {
    override func start() async {
        await startFlow(route: HoldingRoute(coordinator: self))
    }
}
