import Foundation
import GatewayCore

/// Posts movements to the double-entry ledger: every movement is two or more legs that sum to
/// zero, written with the customer balances they change in the caller's write transaction.
public enum Ledger {
    /// One leg of a movement.
    public struct Leg: Sendable {
        public let account: LedgerAccount
        /// Signed minor units: negative takes money out of `account`.
        public let amountMinorUnits: Int64

        public init(_ account: LedgerAccount, _ amountMinorUnits: Int64) {
            self.account = account
            self.amountMinorUnits = amountMinorUnits
        }
    }

    /// A movement whose legs do not sum to zero: a programming error. The caller's transaction
    /// rolls back, so nothing of it is written.
    public struct UnbalancedMovement: Error, Equatable {
        public let movementID: String
    }

    /// Posts `legs` as the movement `movementID` and moves the customer accounts' balances.
    /// - Throws: `UnbalancedMovement`; SQLite's constraint error when a customer balance would
    ///   go negative.
    public static func post(_ movementID: String, _ legs: [Leg], currency: String, at date: Date, in session: any SQLSession) throws {
        guard legs.count >= 2, legs.reduce(0, { $0 + $1.amountMinorUnits }) == 0 else {
            throw UnbalancedMovement(movementID: movementID)
        }
        for leg in legs {
            try session.execute("""
                INSERT INTO ledgerEntry (movementId, ledgerAccount, amountMinorUnits, currency, createdAt)
                VALUES (\(movementID), \(leg.account.key), \(leg.amountMinorUnits), \(currency), \(date))
                """)
            if case .customer(let id) = leg.account {
                try session.execute("UPDATE account SET balanceMinorUnits = balanceMinorUnits + \(leg.amountMinorUnits) WHERE id = \(id)")
            }
        }
    }
}
