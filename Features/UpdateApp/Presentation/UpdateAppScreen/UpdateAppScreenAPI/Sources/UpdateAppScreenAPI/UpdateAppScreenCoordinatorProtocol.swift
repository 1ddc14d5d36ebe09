/// Where the UpdateAppScreen can navigate (blueprint §4.6.7); a coordinator implements it.
///
/// The coordinator shows the screen as a blocking full-screen cover while an update is required
/// (the screen never closes itself then), and as a dismissible sheet when one is available.
public protocol UpdateAppScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Closes the screen ("Later", Esc); only called while the app may still be used.
    func closeUpdateAppScreen() async
}
