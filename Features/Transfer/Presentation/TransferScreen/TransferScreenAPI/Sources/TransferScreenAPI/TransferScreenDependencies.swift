/// What the TransferScreen receives from its coordinator (blueprint §4.6.7).
public struct TransferScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransferScreenCoordinatorProtocol
    /// The saved payee the new transfer goes to, when it was started from a payee or a favourite.
    public let payeeId: String?

    /// Creates the dependencies of a new transfer, to `payeeId` when given.
    public init(coordinator: any TransferScreenCoordinatorProtocol, payeeId: String? = nil) {
        self.coordinator = coordinator
        self.payeeId = payeeId
    }
}
