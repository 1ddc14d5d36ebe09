import Foundation
import ImageCacheAPI

extension UserProfileScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the profile stands.
        enum Content: Equatable {
            /// Not asked for yet, or on its way.
            case loading
            /// Loaded, as the view shows it.
            case loaded(Profile)
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// The user's names, email and favourites, and where the picture comes from.
        struct Profile: Equatable {
            /// First and last name; empty while the user has given neither.
            var name: String
            /// The parts a change of name starts from.
            var firstName = ""
            var lastName = ""
            var email: String
            var pictureURL: URL?
            var favourites: [FavouriteRow]
            /// "Current account · DE35 1001 …": where others pay the user.
            var accounts: [String] = []
        }

        /// A favourite: name, where its picture comes from, and the payee it pays.
        struct FavouriteRow: Equatable {
            var id: Int64
            var name: String
            var imageURL: URL?
            /// The payee a transfer to them goes to; nil while they cannot be paid.
            var payeeId: String?
        }

        /// A change of the name others see, while it is being typed.
        struct NameEditor: Equatable {
            var firstName: String
            var lastName: String
            /// Why the last save was refused.
            var message: String?
            var isSaving = false
        }

        var content: Content = .loading
        /// The change of name being typed; nil while the profile is only shown.
        var nameEditor: NameEditor?

        /// Why the last refresh failed, while what is shown was loaded before; nil otherwise.
        var offlineNotice: String?
        /// The user's picture, once fetched.
        var picture: ImageCacheNameSpace.Image?
        /// The favourites' pictures fetched so far, by favourite.
        var favouritePictures: [Int64: ImageCacheNameSpace.Image] = [:]
        /// Why the favourite just opened cannot be paid.
        var notice: String?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the profile (on appear, `r`, Retry).
        case load
        /// Pay a favourite (Enter on it).
        case openFavourite(id: Int64)
        /// Leave the screen (Esc), or stop changing the name.
        case close
        /// Start changing the name others see.
        case editName
        /// The first name typed changed.
        case firstNameChanged(String)
        /// The last name typed changed.
        case lastNameChanged(String)
        /// Save the name typed.
        case saveName
    }
}
