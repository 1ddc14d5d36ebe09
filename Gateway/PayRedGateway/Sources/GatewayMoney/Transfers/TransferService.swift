import Foundation
import GatewayContract
import GatewayCore

/// The transfer rules. A transfer debits the source account, credits the PayRed account holding
/// the destination IBAN (or the clearing account for another bank), and records the transfer,
/// its ledger movement, the statement lines and the idempotency answer, all in one write
/// transaction.
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
        // SQLite runs one write at a time and ignores lock keys: no read to find them there.
        let lockKeys = database.store.dialect == .sqlite ? []
            : try await database.store.read { session in try order.lockKeys(userID: userID, in: session) }
        return try await database.store.write(lockKeys: lockKeys) { session in
            try idempotency.respond(userID: userID, key: key, fingerprint: order.fingerprint, now: now, in: session) {
                let transfer = try Self.execute(order, userID: userID, now: now, in: session)
                return try IdempotentResponse(status: .created, body: Operations.CreateTransfer.Output.Created.Body.JsonPayload(payload: .init(transfer)))
            }
        }
    }

    /// Checks the rules that need the database, then moves the money: one ledger movement that
    /// debits the source and credits the PayRed account holding the IBAN (any user's) or, for
    /// another bank, the clearing account. A PayRed receiver gets a statement line, a notification
    /// and a live event.
    /// - Throws: 404 `account_not_found` or `payee_not_found`; 422 `account_frozen`,
    ///   `currency_mismatch`, `same_account` or `insufficient_funds`.
    private static func execute(_ order: TransferOrder, userID: Int64, now: Date, in session: any SQLSession) throws -> TransferRecord {
        guard let source = try AccountRecord.owned(order.fromAccountId, by: userID, in: session) else {
            throw GatewayError.notFound("account_not_found", "There is no account with that id.")
        }
        guard !source.frozen else {
            throw GatewayError.unprocessable("account_frozen", "The account is frozen: no money can leave it.")
        }
        let destination = try TransferDestination(order.destination, userID: userID, in: session)
        guard order.amount.currency == source.currency,
              destination.payRedAccount.map({ $0.currency == source.currency }) ?? true
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
        try transfer.insert(in: session)
        let amount = transfer.amountMinorUnits
        let receiving = destination.payRedAccount
        try Ledger.post(transfer.id, [
            .init(.customer(id: source.id), -amount),
            .init(receiving.map { .customer(id: $0.id) } ?? .clearing(currency: transfer.currency), amount),
        ], currency: transfer.currency, at: now, in: session)
        try statementLine(of: transfer, on: source, amount: -amount, counterparty: (destination.name, destination.iban.value), in: session)
        if let receiving {
            let ownAccount = receiving.userId == userID
            let sender = ownAccount ? source.name : try AccountHolder.name(of: userID, in: session)
            let line = try statementLine(of: transfer, on: receiving, amount: amount, counterparty: (sender, source.iban), in: session)
            if !ownAccount {
                try tellReceiver(receiving, of: transfer, line: line, from: sender, in: session)
            }
        }
        return transfer
    }

    /// Records the transfer's movement on `account`'s statement, for the account's holder.
    @discardableResult
    private static func statementLine(
        of transfer: TransferRecord,
        on account: AccountRecord,
        amount: Int64,
        counterparty: (name: String, iban: String),
        in session: any SQLSession
    ) throws -> AccountTransactionRecord {
        try AccountTransactionRecord(
            id: nil,
            userId: account.userId,
            accountId: account.id,
            amountMinorUnits: amount,
            currency: transfer.currency,
            description: transfer.description,
            counterpartyName: counterparty.name,
            counterpartyIban: counterparty.iban,
            transferId: transfer.id,
            createdAt: transfer.createdAt
        ).inserted(in: session)
    }

    /// Notifies the holder of `account`, another PayRed user, that the money arrived.
    private static func tellReceiver(
        _ account: AccountRecord,
        of transfer: TransferRecord,
        line: AccountTransactionRecord,
        from sender: String,
        in session: any SQLSession
    ) throws {
        let amount = Components.Schemas.Money(minorUnits: transfer.amountMinorUnits, currency: transfer.currency)
        // The money first: the receiver's apps show it before they refresh their notifications.
        try UserEventLog.append(.moneyReceived(
            transactionId: line.id.map(String.init) ?? "",
            accountId: account.id,
            amount: amount,
            from: sender
        ), for: account.userId, at: transfer.createdAt, in: session)
        try NotificationInbox.post(
            .moneyReceived(amount, from: sender, reference: transfer.description),
            link: line.id.map(NotificationInbox.transactionLink),
            to: account.userId, at: transfer.createdAt, in: session
        )
    }
}
