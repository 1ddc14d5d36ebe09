/// Where the TransferScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol TransferScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Shows the review of the valid form, where the transfer is confirmed and sent.
    func showTransferReviewScreen() async
}
