/// Where the PayeesScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol PayeesScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Opens the form that adds a payee.
    func showAddPayeeScreen() async

    /// Starts a new transfer to the payee `toPayeeId`.
    func startTransfer(toPayeeId: String) async

    /// Leaves the screen.
    func closePayeesScreen() async
}
