import Foundation
import GatewayContract
import GatewayCore

/// The demo notifications that tell of money: written from the transactions the money demo seeded,
/// so each describes a transaction the user can find (the salary, a card payment, money received).
enum DemoTransactionNotifications {
    /// A notification with the time of its transaction.
    struct Item {
        let content: NotificationContent
        /// The transaction it tells of, as a PayRed link.
        let link: String
        let createdAt: Date
    }

    /// The notifications for `userID`'s newest salary, card payment and payment received, when seeded.
    static func items(in session: any SQLSession, userID: Int64) throws -> [Item] {
        var items: [Item] = []
        if let salary = try newest(in: session, userID: userID, where: "description = 'Salary'") {
            items.append(Item(content: .salaryReceived(euros(salary.amount), from: salary.counterparty), link: salary.link, createdAt: salary.createdAt))
        }
        if let card = try newest(in: session, userID: userID, where: "amountMinorUnits < 0 AND counterpartyIban IS NULL AND transferId IS NULL") {
            items.append(Item(content: .cardPaid(euros(-card.amount), at: card.counterparty), link: card.link, createdAt: card.createdAt))
        }
        let received = "amountMinorUnits > 0 AND description NOT IN ('Salary', 'Interest', 'Monthly saving')"
        if let gift = try newest(in: session, userID: userID, where: received) {
            items.append(Item(content: .moneyReceived(euros(gift.amount), from: gift.counterparty, reference: gift.description), link: gift.link, createdAt: gift.createdAt))
        }
        return items
    }

    /// The demo's money is in euros.
    private static func euros(_ minorUnits: Int64) -> Components.Schemas.Money {
        Components.Schemas.Money(minorUnits: minorUnits, currency: "EUR")
    }

    private static func newest(in session: any SQLSession, userID: Int64, where condition: String) throws -> (amount: Int64, counterparty: String, description: String, link: String, createdAt: Date)? {
        let row = try session.row("""
            SELECT id, amountMinorUnits, counterpartyName, description, createdAt FROM accountTransaction
            WHERE userId = \(userID) AND \(raw: condition) ORDER BY id DESC LIMIT 1
            """)
        return row.map { ($0["amountMinorUnits"], $0["counterpartyName"], $0["description"], NotificationInbox.transactionLink($0["id"]), $0["createdAt"]) }
    }
}
