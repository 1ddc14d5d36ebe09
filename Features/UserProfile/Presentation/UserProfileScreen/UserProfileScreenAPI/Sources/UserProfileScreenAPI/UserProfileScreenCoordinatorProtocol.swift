/// Where the UserProfileScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol UserProfileScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Starts a new transfer to the payee `toPayeeId`, that a favourite pays.
    func startTransfer(toPayeeId: String) async

    /// Leaves the screen.
    func closeUserProfileScreen() async
}
