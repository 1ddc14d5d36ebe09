import SUICoordinator

/// The TransferTab flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol TransferTabCoordinatorProtocol: CoordinatorType {}
