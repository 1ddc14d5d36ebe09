/// Where the CardFreezeScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol CardFreezeScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Closes the confirmation sheet.
    func closeCardFreezeScreen() async
}
