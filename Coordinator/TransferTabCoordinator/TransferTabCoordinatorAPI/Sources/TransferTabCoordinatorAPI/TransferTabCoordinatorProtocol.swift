import SUICoordinator

/// The Transfer tab's flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol TransferTabCoordinatorProtocol: CoordinatorType {
    /// Drops any transfer in progress and opens a new one, to the payee `payeeId` when given.
    func startTransfer(toPayeeId payeeId: String?) async
}
