import GatewayCore

/// Where a transfer goes, resolved against the database: the IBAN, the payee when one was
/// chosen, and the PayRed account that holds the IBAN, when one does (the user's or anyone's).
struct TransferDestination {
    let iban: IBAN
    let payee: PayeeRecord?
    /// The PayRed account credited at once; nil for an IBAN at another bank.
    let payRedAccount: AccountRecord?
    /// The name the source account's statement shows.
    let name: String

    /// Resolves `destination` for `userID`.
    /// - Throws: 404 `payee_not_found` for a payee the user does not have.
    init(_ destination: TransferOrder.Destination, userID: Int64, in session: any SQLSession) throws {
        switch destination {
        case .iban(let iban):
            self.iban = iban
            payee = nil
        case .payee(let id):
            guard let payee = try PayeeRecord.owned(id, by: userID, in: session),
                  let iban = IBAN(payee.iban)
            else {
                throw GatewayError.notFound("payee_not_found", "There is no payee with that id.")
            }
            self.iban = iban
            self.payee = payee
        }
        payRedAccount = try session.fetchOne(AccountRecord.self, "SELECT * FROM account WHERE iban = \(iban.value)")
        name = switch (payee, payRedAccount) {
        case (let payee?, _): payee.name
        case (nil, let account?) where account.userId == userID: account.name
        case (nil, let account?): try AccountHolder.name(of: account.userId, in: session)
        case (nil, nil): iban.grouped
        }
    }
}
