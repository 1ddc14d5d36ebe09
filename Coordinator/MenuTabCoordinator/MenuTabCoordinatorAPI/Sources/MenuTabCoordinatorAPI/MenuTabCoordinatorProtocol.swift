import SUICoordinator

/// The MenuTab flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol MenuTabCoordinatorProtocol: CoordinatorType {}
