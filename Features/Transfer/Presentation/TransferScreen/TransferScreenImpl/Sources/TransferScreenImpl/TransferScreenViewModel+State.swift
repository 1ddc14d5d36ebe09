extension TransferScreenViewModel {
    /// Everything the view shows, every text ready to draw.
    struct State: Equatable {
        /// Where the screen stands.
        enum Content: Equatable {
            /// The accounts and payees are on their way.
            case loading
            /// They could not be loaded; the text says what to do (Retry).
            case error(String)
            /// The user has no account to send from.
            case empty
            /// The form.
            case form
        }

        /// One choice of a picker: an account or a payee.
        struct Option: Equatable {
            var id: String
            var text: String
            /// Whether the form has it chosen.
            var isChosen: Bool
        }

        var content: Content = .loading
        /// The accounts to send from: name and balance.
        var accounts: [Option] = []
        /// The saved payees: name and grouped IBAN; the picker adds "New IBAN" after them.
        var payees: [Option] = []
        /// Whether the destination is a typed IBAN ("New IBAN" chosen).
        var isNewIban = false
        var iban = ""
        /// The source account's currency, for the amount's label.
        var currency = ""
        var amount = ""
        var description = ""
        /// What is wrong with each field, when something is (nothing for a field not filled in yet).
        var sourceMessage: String?
        var destinationMessage: String?
        var amountMessage: String?
        var descriptionMessage: String?
        /// Whether the form is valid, so Review is enabled.
        var canReview = false
        /// Whether "Discard this transfer?" is shown (Esc over a form with something typed).
        var isConfirmingClear = false
        /// Whether "Replace the transfer you were typing?" is shown (a link or a favourite opened
        /// over a form with something typed).
        var isConfirmingReplace = false
    }

    /// What the user can do.
    enum Action: Equatable {
        /// The screen appears: a new form (to the dependencies' payee), then the load; when a link
        /// or favourite opened it over a form with something typed, it asks first.
        case appear
        /// Load the accounts and payees again after a failure.
        case retry
        /// Send from the account at this index.
        case chooseAccount(Int)
        /// Send to the payee at this index; the index after the last payee is "New IBAN".
        case chooseDestination(Int)
        /// The IBAN field's text changed.
        case ibanChanged(String)
        /// The amount field's text changed.
        case amountChanged(String)
        /// The description field's text changed.
        case descriptionChanged(String)
        /// Review the valid form before sending.
        case review
        /// Empty the form and start over (Esc on an untouched form, or once confirmed).
        case clear
        /// Esc: ask before clearing a form with something typed; clear an untouched one at once.
        case askToClear
        /// Close the question and keep the form.
        case cancelClear
        /// Start the transfer the link or favourite asked for, in place of the typed one.
        case replace
        /// Keep the typed transfer; the link or favourite is dropped.
        case keepTyped
    }
}
