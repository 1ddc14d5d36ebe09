import Foundation

extension UserProfileUseCaseNameSpace {
    /// A person the user often pays, from the profile.
    public struct Favourite: Equatable, Sendable, Identifiable {
        /// The gateway's identifier.
        public let id: Int64
        /// The name shown.
        public let name: String
        /// Their picture's address; the presentation layer fetches it (blueprint §4.1.1).
        public let imageURL: URL?
        /// The payee a transfer to them goes to; nil while they are not linked to one and cannot be paid.
        public let payeeId: String?

        /// Creates a favourite.
        public init(id: Int64, name: String, imageURL: URL?, payeeId: String?) {
            self.id = id
            self.name = name
            self.imageURL = imageURL
            self.payeeId = payeeId
        }
    }
}
