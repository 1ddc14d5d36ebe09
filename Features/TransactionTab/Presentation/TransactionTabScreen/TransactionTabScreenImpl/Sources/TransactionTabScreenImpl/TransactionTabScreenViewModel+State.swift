extension TransactionTabScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// What is happening below the rows.
        enum Status: Equatable {
            /// The first page is on its way and nothing is shown yet.
            case loading
            /// The rows shown are being refreshed.
            case refreshing
            /// The rows are current; more can be loaded.
            case more
            /// Every transaction is shown.
            case end
            /// The next page is on its way.
            case loadingMore
            /// The first page failed; the text says what to do.
            case failed(String)
            /// The next page failed; the rows stay and Retry asks again.
            case moreFailed(String)
        }

        /// One transaction's line.
        struct Row: Equatable {
            var id: String
            /// `Nov 22  Deutsche Bahn · Train ticket`: shortened first when the terminal is narrow.
            var text: String
            /// `-64.01 EUR`: never shortened.
            var amount: String
        }

        /// Where focus is: the search field or the list (`focused(_:equals:)`); nil elsewhere.
        enum Focus: Hashable {
            case search, list
        }

        /// The search field's text.
        var search = ""
        var focus: Focus?
        /// The account filtered on, by name; nil for every account.
        var accountLabel: String?
        var rows: [Row] = []
        /// The selected row's index.
        var selection = 0
        var status: Status = .loading
        /// "Offline: saved at …" when the rows come from the device.
        var savedBanner: String?
        /// Where the last export went, or why it failed.
        var exportMessage: String?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// List the transactions (on appear, `r`).
        case load
        /// The search text changed.
        case searchChanged(String)
        /// Enter in the search field: list what matches.
        case submitSearch
        /// Show every account again.
        case clearAccount
        /// The list's selection moved.
        case select(Int)
        /// Focus moved (a key, or the view model's own choice: the results after a search).
        case focusChanged(State.Focus?)
        /// Open the row at this index.
        case open(Int)
        /// Repeat what failed.
        case retry
        /// Export what is listed as CSV (`e`).
        case export
    }
}
