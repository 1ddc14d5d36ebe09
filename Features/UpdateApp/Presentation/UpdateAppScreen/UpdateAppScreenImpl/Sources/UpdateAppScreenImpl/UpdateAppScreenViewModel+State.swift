extension UpdateAppScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// The headline, e.g. "Update required".
        var title = Strings.UpdateApp.Screen.checkingTitle
        /// What it means for the user; empty while checking.
        var message = ""
        /// Whether the check is on its way.
        var isChecking = true
        /// The button that closes the screen ("Later"); nil while an update is required, when
        /// only quitting leaves.
        var dismissTitle: String? = Strings.UpdateApp.Screen.closeButton
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Close the screen ("Later", Esc); does nothing while an update is required.
        case later
    }
}
