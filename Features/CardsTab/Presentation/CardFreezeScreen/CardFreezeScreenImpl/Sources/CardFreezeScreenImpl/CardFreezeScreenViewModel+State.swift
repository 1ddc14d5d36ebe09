extension CardFreezeScreenViewModel {
    /// Everything the sheet shows.
    struct State: Equatable {
        /// Whether the card is frozen now, so the sheet offers to unfreeze it.
        var isFrozen = false
        /// The card's name.
        var cardName = ""
        /// Whether the change is on its way to the gateway.
        var isChanging = false
        /// Why the change did not happen, when it failed.
        var errorMessage: String?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Freeze or unfreeze.
        case confirm
        /// Close the sheet without a change (Esc).
        case cancel
    }
}
