/// Where the AddPayeeScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol AddPayeeScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Closes the form: after a payee was saved, or when the user cancels.
    func closeAddPayeeScreen() async
}
