import SUICoordinator

/// The signed-out flow: login, email verification and PIN (blueprint §4.6.11).
@MainActor
public protocol FirstAppCoordinatorProtocol: CoordinatorType {}
