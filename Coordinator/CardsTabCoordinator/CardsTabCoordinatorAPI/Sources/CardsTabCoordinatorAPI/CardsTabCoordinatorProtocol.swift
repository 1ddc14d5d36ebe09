import SUICoordinator

/// The CardsTab flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol CardsTabCoordinatorProtocol: CoordinatorType {
    /// Shows the card `id` over the list (its screen says so when the user has no such card).
    func showCard(id: String) async
}
