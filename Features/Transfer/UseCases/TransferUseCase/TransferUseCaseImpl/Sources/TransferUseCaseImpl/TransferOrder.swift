import TransferUseCaseAPI

/// What a valid form makes: the request to send and what the user reviews.
struct TransferOrder: Equatable, Sendable {
    /// The request the repository sends, the same for every retry.
    let request: TransferUseCaseNameSpace.TransferRequest
    /// The request as the user checks it.
    let review: TransferUseCaseNameSpace.Review
}
