import GatewayCore
import GRDB

/// Where a transfer goes, resolved against the database: the IBAN, the payee when one was
/// chosen, and the user's own account when the IBAN is one of theirs.
struct TransferDestination {
    let iban: IBAN
    let payee: PayeeRecord?
    let ownAccount: AccountRecord?

    /// The name the source account's statement shows.
    var name: String { payee?.name ?? ownAccount?.name ?? iban.value }

    /// Resolves `destination` for `userID`.
    /// - Throws: 404 `payee_not_found` for a payee the user does not have.
    init(_ destination: TransferOrder.Destination, userID: Int64, in db: Database) throws {
        switch destination {
        case .iban(let iban):
            self.iban = iban
            payee = nil
        case .payee(let id):
            guard let payee = try PayeeRecord.owned(by: userID).filter(key: id).fetchOne(db),
                  let iban = IBAN(payee.iban)
            else {
                throw GatewayError.notFound("payee_not_found", "There is no payee with that id.")
            }
            self.iban = iban
            self.payee = payee
        }
        ownAccount = try AccountRecord.owned(by: userID).filter(Column("iban") == iban.value).fetchOne(db)
    }
}
