import Foundation

extension HomeTabUseCaseNameSpace {
    /// A person the user often pays, from the profile.
    public struct Favourite: Equatable, Sendable {
        /// The gateway's identifier.
        public let id: Int64
        /// The name shown.
        public let name: String
        /// Their picture's address; the presentation layer fetches it (blueprint §4.1.1).
        public let imageURL: URL?

        /// Creates a favourite.
        public init(id: Int64, name: String, imageURL: URL?) {
            self.id = id
            self.name = name
            self.imageURL = imageURL
        }
    }
}
