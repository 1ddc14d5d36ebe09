import Foundation
import GatewayCore
import GRDB

/// The transfer rules. A transfer debits the source account, credits the destination when it is
/// one of the user's own accounts, and records the transfer, its account transactions and the
/// idempotency answer, all in one write transaction.
struct TransferService: Sendable {
    let database: GatewayDatabase
    let idempotency: IdempotencyStore
    let now: @Sendable () -> Date

    /// Carries out `order` once for `key`; a retry with the same key and request gets the
    /// first answer again, byte for byte.
    /// - Returns: 201 with the transfer, a 404 or 422 rejection by a rule below (stored like a
    ///   success, so the key's answer is final), or the stored answer of an earlier request.
    /// - Throws: 422 `idempotency_key_reused`.
    func transfer(_ order: TransferOrder, userID: Int64, key: IdempotencyKey) async throws -> IdempotentResponse {
        let now = now()
        return try await database.writer.write { db in
            try idempotency.respond(userID: userID, key: key, fingerprint: order.fingerprint, now: now, in: db) { db in
                let transfer = try Self.execute(order, userID: userID, now: now, in: db)
                return try IdempotentResponse(status: .created, payload: TransferPayload(transfer))
            }
        }
    }

    /// Checks the rules that need the database, then moves the money.
    /// - Throws: 404 `account_not_found` or `payee_not_found`; 422 `account_frozen`,
    ///   `currency_mismatch`, `same_account` or `insufficient_funds`.
    private static func execute(_ order: TransferOrder, userID: Int64, now: Date, in db: Database) throws -> TransferRecord {
        guard let source = try AccountRecord.owned(by: userID).filter(key: order.fromAccountId).fetchOne(db) else {
            throw GatewayError.notFound("account_not_found", "There is no account with that id.")
        }
        guard !source.frozen else {
            throw GatewayError.unprocessable("account_frozen", "The account is frozen: no money can leave it.")
        }
        let destination = try TransferDestination(order.destination, userID: userID, in: db)
        guard order.amount.currency == source.currency,
              destination.ownAccount.map({ $0.currency == source.currency }) ?? true
        else {
            throw GatewayError.unprocessable("currency_mismatch", "The amount must be in the account's currency, \(source.currency).")
        }
        guard destination.iban.value != source.iban else {
            throw GatewayError.unprocessable("same_account", "The destination is the source account.")
        }
        guard source.balanceMinorUnits >= order.amount.minorUnits else {
            throw GatewayError.unprocessable("insufficient_funds", "The account's balance is too low for this transfer.")
        }
        let transfer = TransferRecord(
            id: ResourceID.make("trf"),
            userId: userID,
            fromAccountId: source.id,
            toIban: destination.iban.value,
            payeeId: destination.payee?.id,
            amountMinorUnits: order.amount.minorUnits,
            currency: source.currency,
            description: order.description,
            createdAt: now
        )
        try transfer.insert(db)
        try post(transfer, on: source, counterparty: (destination.name, destination.iban.value), sign: -1, in: db)
        if let ownAccount = destination.ownAccount {
            try post(transfer, on: ownAccount, counterparty: (source.name, source.iban), sign: 1, in: db)
        }
        return transfer
    }

    /// Moves `account`'s balance by the transfer's amount times `sign` and records the movement.
    private static func post(
        _ transfer: TransferRecord,
        on account: AccountRecord,
        counterparty: (name: String, iban: String),
        sign: Int64,
        in db: Database
    ) throws {
        let amount = sign * transfer.amountMinorUnits
        try db.execute(
            sql: "UPDATE account SET balanceMinorUnits = balanceMinorUnits + ? WHERE id = ?",
            arguments: [amount, account.id]
        )
        try AccountTransactionRecord(
            id: nil,
            userId: transfer.userId,
            accountId: account.id,
            amountMinorUnits: amount,
            currency: transfer.currency,
            description: transfer.description,
            counterpartyName: counterparty.name,
            counterpartyIban: counterparty.iban,
            transferId: transfer.id,
            createdAt: transfer.createdAt
        ).insert(db)
    }
}
