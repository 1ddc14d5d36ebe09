extension PayeesScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the payees stand.
        enum Content: Equatable {
            /// Not asked for yet, or on its way.
            case loading
            /// The payees, one row each.
            case loaded([Row])
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// One payee's row.
        struct Row: Equatable {
            var id: String
            var name: String
            /// Grouped in fours for reading: `DE44 5001 0517 5407 3249 31`.
            var iban: String
        }

        /// The deletion the user is asked to confirm.
        struct Deletion: Equatable {
            var payeeId: String
            /// "Delete Maria Schmidt?"
            var question: String
        }

        var content: Content = .loading

        /// Why the last refresh failed, while what is shown was loaded before; nil otherwise.

        var offlineNotice: String?
        /// The selected row.
        var selection = 0
        /// The confirmation shown, if any.
        var deletion: Deletion?
        /// Whether a deletion is on its way to the gateway.
        var isDeleting = false
        /// Why the last deletion did not happen.
        var notice: String?

        /// The rows shown; none unless the payees are loaded.
        var rows: [Row] {
            if case .loaded(let rows) = content { rows } else { [] }
        }
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the payees (on appear, `r`, Retry).
        case load
        /// Select a row.
        case select(Int)
        /// Open the form that adds a payee (`a`).
        case add
        /// Ask to delete the selected payee (`d` or Delete).
        case askToDelete
        /// Close the confirmation without deleting.
        case dismissDeletion
        /// Delete the payee, as confirmed.
        case confirmDeletion(payeeId: String)
        /// Start a transfer to the payee (Enter).
        case sendMoney(payeeId: String)
        /// Leave the screen (Esc).
        case close
    }
}
