import IBANRule
import MoneyText
import TransferUseCaseAPI

/// The texts of the review and the result (blueprint §11.3: the view model formats errors).
enum TransferReviewText {
    typealias NameSpace = TransferUseCaseNameSpace

    /// The review as text. The amount shows even while balances are hidden: a person confirms
    /// only what they can see, and it is the amount they typed, not a balance.
    static func summary(_ review: NameSpace.Review) -> TransferReviewScreenViewModel.State.Summary {
        .init(
            from: "\(review.from.name) · \(IBANRule.grouped(review.from.iban))",
            to: review.to.name ?? "New recipient",
            iban: IBANRule.grouped(review.to.iban),
            amount: money(review.amount, masked: false),
            description: review.description.isEmpty ? "—" : review.description
        )
    }

    /// The result as text: the amount sent as on the review, the balance after it masked when `masked`.
    static func receipt(_ result: NameSpace.TransferResult, masked: Bool) -> TransferReviewScreenViewModel.State.Receipt {
        let iban = IBANRule.grouped(result.recipient.iban)
        return .init(
            amount: money(result.amount, masked: false),
            recipient: result.recipient.name.map { "\($0) · \(iban)" } ?? iban,
            reference: result.transferId,
            balance: result.balanceAfter.map { "\(result.from.name) now holds \(money($0, masked: masked))." }
        )
    }

    /// Why the transfer failed, and what to do. After a network failure or an answer that could
    /// not be read the transfer may have been made: Retry sends it with the same key, so at most once.
    static func failure(_ error: NameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable:
            "PayRed couldn't reach its server, so the transfer may not have been made. Retry: it is sent only once."
        case .unavailable:
            "PayRed couldn't read the server's answer, so the transfer may not have been made. Retry: it is sent only once."
        case .sessionExpired: "Your session has ended. Sign in again, then retry."
        case .insufficientFunds: "The account's balance is too low for this transfer. Nothing was sent."
        case .payeeNotFound: "This payee is no longer saved. Edit the transfer to choose another."
        case .accountNotFound: "This account is no longer available. Edit the transfer to choose another."
        case .sourceFrozen: "This account is frozen, so no money can leave it. Nothing was sent. Edit the transfer to send from another account."
        case .currencyMismatch: "The amount must be in the account's currency. Edit the transfer."
        case .sameAccount: "The money can't go to the account it comes from. Edit the transfer."
        case .invalidIban: "The bank refused this IBAN. Edit the transfer to check it."
        case .refused(let reason): reason
        }
    }

    private static func money(_ money: NameSpace.Money, masked: Bool) -> String {
        MoneyText.text(money.minorUnits, currency: money.currency, masked: masked)
    }
}
