/// Where the CardsTabScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol CardsTabScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Opens the detail of card `cardId`.
    func showCardDetail(cardId: String) async
}
