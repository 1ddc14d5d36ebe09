extension TransferReviewScreenViewModel {
    /// Everything the view shows, every text ready to draw.
    struct State: Equatable {
        /// Where the transfer stands.
        enum Phase: Equatable {
            /// The form is not valid: there is nothing to review.
            case nothingToReview
            /// Waiting for Confirm.
            case review
            /// On its way to the gateway.
            case sending
            /// The last attempt failed; the text says why and whether Retry helps.
            case failed(String)
            /// Sent: the result.
            case sent(Receipt)
        }

        /// The transfer as the user checks it.
        struct Summary: Equatable {
            /// The source account: name and grouped IBAN.
            var from: String
            /// The recipient's name ("New recipient" for an unsaved IBAN).
            var to: String
            /// The recipient's IBAN, grouped.
            var iban: String
            var amount: String
            /// The description, or a dash when there is none.
            var description: String
        }

        /// What the gateway made.
        struct Receipt: Equatable {
            var amount: String
            /// Who received it: name and grouped IBAN.
            var recipient: String
            /// The transfer's id.
            var reference: String
            /// The source account's balance after the transfer, when it could be read.
            var balance: String?
        }

        var phase: Phase = .nothingToReview
        /// The transfer being reviewed or sent; nil with nothing to review, and once sent.
        var summary: Summary?
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Confirm, or Retry after a failure: the use case sends with the transfer's one key.
        case confirm
        /// Back to the form.
        case edit
        /// Done after the transfer was sent: a new form.
        case done
        /// Esc: back to the form, or a new one once sent; nothing while sending.
        case back
    }
}
