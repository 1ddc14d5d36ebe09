/// Where the SettingsScreen can navigate (blueprint §4.6.7); a coordinator implements it.
public protocol SettingsScreenCoordinatorProtocol: AnyObject, Sendable {
    /// Leaves the screen (Esc); every choice is already kept.
    func closeSettingsScreen() async
}
