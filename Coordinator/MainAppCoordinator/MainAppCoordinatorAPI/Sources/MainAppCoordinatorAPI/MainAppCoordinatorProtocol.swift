import SUICoordinator

/// The app's root coordinator: decides which flow the app shows (blueprint §4.6.9).
@MainActor
public protocol MainAppCoordinatorProtocol: CoordinatorType {
    /// Notes that the user pressed a key, so the inactivity lock starts counting again.
    func userDidInteract()
}
