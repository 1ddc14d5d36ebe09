import SUICoordinator

/// The app's root coordinator: decides which flow the app shows (blueprint §4.6.9).
@MainActor
public protocol MainAppCoordinatorProtocol: CoordinatorType {
    /// Notes that the user pressed a key, so the inactivity lock starts counting again.
    func userDidInteract()

    /// Opens `link` (`payred://pay?…`, `payred://cards/ID`, `payred://transactions/ID`) in its
    /// tab; while the user is signed out or locked it waits, and opens after sign-in or unlock.
    func open(link: String) async -> DeepLinkOutcome
}
