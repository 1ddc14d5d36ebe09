/// Where the CardDetailScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol CardDetailScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen.
    func closeCardDetailScreen() async
}
