import TransferUseCaseAPI

/// What the TransferReviewScreen receives from its coordinator (blueprint §4.6.7).
public struct TransferReviewScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransferReviewScreenCoordinatorProtocol
    /// The use case the form filled in: the coordinator hands the review the form's own.
    public let useCase: any TransferUseCaseProtocol

    /// Creates the dependencies.
    public init(coordinator: any TransferReviewScreenCoordinatorProtocol, useCase: any TransferUseCaseProtocol) {
        self.coordinator = coordinator
        self.useCase = useCase
    }
}
