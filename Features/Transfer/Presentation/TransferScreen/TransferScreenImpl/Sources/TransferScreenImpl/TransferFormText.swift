import MoneyText
import TransferUseCaseAPI

/// The texts of the transfer form (blueprint §11.3: the view model formats errors).
enum TransferFormText {
    /// What is wrong with a field; nothing for a valid field or one not filled in yet. Amounts
    /// are masked when `hidesBalances`.
    static func message(for error: TransferUseCaseNameSpace.FieldError?, hidesBalances: Bool = false) -> String? {
        switch error {
        case nil, .required: nil
        case .unknownAccount: "This account is no longer available. Choose another."
        case .unknownPayee: "This payee is no longer saved. Choose another."
        case .invalidIban: "This is not a valid IBAN. Check its letters and digits."
        case .sameAsSource: "This is the account you send from."
        case .invalidAmount: "Type an amount like 12.50 or 1,250.00: digits, at most 2 decimals."
        case .notPositive: "The amount must be more than zero."
        case .exceedsBalance(let available):
            "More than the \(MoneyText.text(available.minorUnits, currency: available.currency, masked: hidesBalances)) available."
        case .tooLong(let maximum): "At most \(maximum) characters."
        case .controlCharacters: "Remove the control or invisible characters."
        }
    }

    /// Why the accounts and payees are not shown.
    static func loadError(_ error: TransferUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: "PayRed can't reach its server. Check your connection and retry."
        case .sessionExpired: "Your session has ended. Sign in again."
        default: "Your accounts and payees could not be loaded. Please retry."
        }
    }
}
