/// What the TransferReviewScreen receives from its coordinator (blueprint §4.6.7).
public struct TransferReviewScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransferReviewScreenCoordinatorProtocol

    /// Creates the dependencies.
    public init(coordinator: any TransferReviewScreenCoordinatorProtocol) {
        self.coordinator = coordinator
    }
}
