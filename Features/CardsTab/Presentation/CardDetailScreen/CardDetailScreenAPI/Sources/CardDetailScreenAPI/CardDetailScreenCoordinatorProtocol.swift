/// Where the CardDetailScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol CardDetailScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Asks to confirm freezing or unfreezing card `cardId` (a sheet over the card).
    func showCardFreeze(cardId: String) async
    /// Leaves the screen.
    func closeCardDetailScreen() async
}
