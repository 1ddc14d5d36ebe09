import SUICoordinator

/// The CardsTab flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol CardsTabCoordinatorProtocol: CoordinatorType {}
