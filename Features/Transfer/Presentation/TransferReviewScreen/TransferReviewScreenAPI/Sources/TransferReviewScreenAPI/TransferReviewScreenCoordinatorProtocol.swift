/// Where the TransferReviewScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol TransferReviewScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Goes back to the form to edit the transfer.
    func closeTransferReviewScreen() async

    /// Done after a sent transfer: the coordinator shows a new, empty form.
    func finishTransfer() async
}
