extension CardDetailScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the card stands.
        enum Content: Equatable {
            /// The cards are on their way.
            case loading
            /// The card, as text.
            case loaded(Detail)
            /// The card is not among the user's cards.
            case missing
            /// Loading failed; the text says what to do.
            case error(String)
        }

        /// The card's fields, ready to draw.
        struct Detail: Equatable {
            var name: String
            /// `•••• •••• •••• 4821`.
            var number: String
            var holder: String
            var brand: String
            /// `09/2029`.
            var expiry: String
            /// `Main account · DE84100101231234567890`.
            var account: String
            /// `Active` or `Frozen`.
            var status: String
            var isFrozen: Bool
        }

        var content: Content = .loading
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Ask to freeze or unfreeze (the confirmation sheet).
        case toggleFreeze
        /// Go back to the list.
        case back
    }
}
