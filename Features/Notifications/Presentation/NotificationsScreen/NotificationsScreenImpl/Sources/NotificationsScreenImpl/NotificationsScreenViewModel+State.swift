extension NotificationsScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the notifications stand.
        enum Content: Equatable {
            /// Not loaded yet, or on its way.
            case loading
            /// The notifications, newest first.
            case loaded([Row])
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// One notification, every text ready to draw.
        struct Row: Equatable {
            var id: String
            /// `● Jan 15  Salary received · Your salary of …`: a dot while unread.
            var line: String
            var title: String
            /// `Jan 15, 2027`.
            var date: String
            var body: String
            /// What the notification tells of, as a PayRed link; nil when nothing opens.
            var link: String?
            /// Whether the user has read it: Enter then has nothing to mark.
            var isRead = false
        }

        /// "Notifications", with "· 3 unread" while some are.
        var title = Strings.Notifications.Screen.title
        var content: Content = .loading
        /// The selected row's index.
        var selection = 0
        /// Why the last mark-read did not happen, when it failed.
        var notice: String?
        /// Why the list shown may be out of date (a refresh failed), in one line.
        var offlineNotice: String?

        /// The rows shown; none unless loaded.
        var rows: [Row] {
            if case .loaded(let rows) = content { rows } else { [] }
        }

        /// The selected notification, shown in full below the list.
        var selectedRow: Row? {
            rows.indices.contains(selection) ? rows[selection] : nil
        }
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Fetch the notifications now (on appear, `r`, Retry).
        case refresh
        /// The list's selection moved.
        case select(Int)
        /// Mark the notification at this index read and open what it tells of, if anything (Enter).
        case open(Int)
        /// Leave the screen (Esc).
        case close
    }
}
