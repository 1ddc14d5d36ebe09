/// An account of the double-entry ledger: a customer's account, or one of the bank's own.
/// Its `key` is what a `ledgerEntry` row names.
public enum LedgerAccount: Hashable, Sendable {
    /// A customer account, by its `account` id.
    case customer(id: String)
    /// Money on its way to or from other banks (and card merchants) in `currency`.
    case clearing(currency: String)
    /// Where demo money comes from; only a demo gateway posts to it.
    case demoFunding(currency: String)

    /// The prefix of every clearing account's key.
    public static let clearingPrefix = "clearing:"
    /// The prefix of every demo funding account's key.
    public static let demoFundingPrefix = "demo:"

    /// The name stored in `ledgerEntry.ledgerAccount`.
    public var key: String {
        switch self {
        case .customer(let id): id
        case .clearing(let currency): Self.clearingPrefix + currency
        case .demoFunding(let currency): Self.demoFundingPrefix + currency
        }
    }
}
