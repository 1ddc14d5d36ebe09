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
            to: review.to.name ?? Strings.Transfer.Review.newRecipient,
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
            balance: result.balanceAfter.map { Strings.Transfer.Sent.balanceAfter(result.from.name, money($0, masked: masked)) }
        )
    }

    /// Why the transfer failed, and what to do. After a network failure or an answer that could
    /// not be read the transfer may have been made: Retry sends it with the same key, so at most once.
    static func failure(_ error: NameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable:
            Strings.Transfer.Errors.networkUnavailable
        case .unavailable:
            Strings.Transfer.Errors.unavailable
        case .sessionExpired: Strings.Transfer.Errors.sessionExpired
        case .insufficientFunds: Strings.Transfer.Errors.insufficientFunds
        case .payeeNotFound: Strings.Transfer.Errors.payeeNotFound
        case .accountNotFound: Strings.Transfer.Errors.accountNotFound
        case .sourceFrozen: Strings.Transfer.Errors.sourceFrozen
        case .currencyMismatch: Strings.Transfer.Errors.currencyMismatch
        case .sameAccount: Strings.Transfer.Errors.sameAccount
        case .invalidIban: Strings.Transfer.Errors.invalidIban
        case .refused(let reason): reason
        }
    }

    private static func money(_ money: NameSpace.Money, masked: Bool) -> String {
        MoneyText.text(money.minorUnits, currency: money.currency, masked: masked)
    }
}
