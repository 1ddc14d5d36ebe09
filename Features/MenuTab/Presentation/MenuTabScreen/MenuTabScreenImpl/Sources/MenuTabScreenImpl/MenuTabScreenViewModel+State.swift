extension MenuTabScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// "Notifications", with "(3 unread)" while some are.
        var notificationsTitle = Strings.MenuTab.Menu.notifications
        /// "App version 1.0.0", with "· 1.2.0 available" when the update check says so.
        var versionTitle = ""
        /// Whether the logout confirmation is shown.
        var isConfirmingLogout = false
        /// Whether Log out is on its way.
        var isLoggingOut = false
        /// Why the last Log out failed; nil otherwise.
        var logoutFailure: String?
    }

    /// A screen the menu leads to.
    enum Entry: Equatable {
        case profile, payees, requestMoney, notifications, changePin, settings
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Open an entry's screen (Enter).
        case open(Entry)
        /// Ask the gateway again whether an update exists (Enter on the version).
        case checkForUpdate
        /// Log out: asks first.
        case askToLogout
        /// Log out after all (the confirmation's Log out).
        case confirmLogout
        /// Stay signed in (the confirmation's Cancel, Esc).
        case cancelLogout
    }
}
