import Foundation
import ImageCacheAPI

extension HomeTabScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the overview stands.
        enum Content: Equatable {
            /// Not asked for yet, or on its way.
            case loading
            /// Loaded, as the view shows it.
            case loaded(Overview)
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// The loaded overview, every text ready to draw.
        struct Overview: Equatable {
            /// The greeting's name.
            var name: String
            /// The total balance per currency.
            var totals: [String]
            var accounts: [AccountRow]
            var latestTransactions: [TransactionRow]
            /// The people the user often pays.
            var favourites: [FavouriteRow]
        }

        /// A favourite: name, and where its picture comes from.
        struct FavouriteRow: Equatable {
            var id: Int64
            var name: String
            var imageURL: URL?
        }

        /// One account line.
        struct AccountRow: Equatable {
            var id: String
            var name: String
            var iban: String
            var balance: String
        }

        /// One transaction line.
        struct TransactionRow: Equatable {
            var date: String
            var title: String
            var amount: String
        }

        var content: Content = .loading

        /// Why the last refresh failed, while what is shown was loaded before; nil otherwise.

        var offlineNotice: String?
        /// Whether a refresh runs over what is shown.
        var isRefreshing = false
        /// Whether every amount is masked.
        var hidesBalances = false
        /// The account whose line has focus, whose IBAN `c` copies; nil when focus is elsewhere.
        var focusedAccountID: String?
        /// What was copied last, said under the accounts.
        var copiedNotice: String?
        /// Whether the logout confirmation is shown.
        var isConfirmingLogout = false
        /// Whether Log out is on its way.
        var isLoggingOut = false
        /// Why the last Log out failed; nil otherwise.
        var logoutFailure: String?
        /// A problem that does not replace the content (a preference not saved).
        var notice: String?
        /// The favourites' pictures fetched so far, by favourite.
        var pictures: [Int64: ImageCacheNameSpace.Image] = [:]
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the overview (on appear, `r`, and Retry).
        case load
        /// Mask or show every amount (`h`).
        case toggleHideBalances
        /// Show the history of one account in the Transactions tab.
        case openAccount(id: String)
        /// Show the whole history in the Transactions tab.
        case seeAllTransactions
        /// Lock the app now.
        case lockNow
        /// Ask whether to end the session.
        case askToLogout
        /// End the session, as confirmed.
        case confirmLogout
        /// Close the confirmation and stay signed in.
        case cancelLogout
        /// Focus moved onto an account's line (its id) or off the accounts (nil).
        case focusChanged(accountID: String?)
        /// Copy the focused account's IBAN to the clipboard (`c`).
        case copyIBAN
    }
}
