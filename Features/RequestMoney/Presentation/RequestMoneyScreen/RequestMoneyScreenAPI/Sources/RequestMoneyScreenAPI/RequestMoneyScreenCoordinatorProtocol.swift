/// Where the RequestMoneyScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol RequestMoneyScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen.
    func closeRequestMoneyScreen() async
}
