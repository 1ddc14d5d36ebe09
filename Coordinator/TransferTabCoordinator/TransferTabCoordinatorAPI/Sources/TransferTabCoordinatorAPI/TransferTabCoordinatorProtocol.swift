import SUICoordinator

/// The Transfer tab's flow (blueprint §4.6.3); parent coordinators navigate to it.
@MainActor
public protocol TransferTabCoordinatorProtocol: CoordinatorType {
    /// Drops any transfer in progress and opens a new one, to the payee `payeeId` when given.
    func startTransfer(toPayeeId payeeId: String?) async

    /// Opens a transfer filled in from a payment request (`iban`, the payee's `name` to show, the
    /// `amount` as written, the `reference`), stopping at the review when every field holds; the
    /// user still confirms. Over a transfer being typed, the form asks before replacing it.
    func startTransfer(toIban iban: String, name: String, amount: String, reference: String) async
}
