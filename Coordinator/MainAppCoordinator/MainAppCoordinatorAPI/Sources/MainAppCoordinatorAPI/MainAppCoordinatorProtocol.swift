import SUICoordinator

/// The app's root coordinator: decides which flow the app shows (blueprint §4.6.9).
@MainActor
public protocol MainAppCoordinatorProtocol: CoordinatorType {}
