import Foundation
import MoneyText
import TransactionTabUseCaseAPI

/// The CSV export of transactions (RFC 4180): one header line, one line per transaction.
enum TransactionCSV {
    static let header = "date,account,counterparty,description,amount,currency"

    /// The CSV text of `transactions`, in their order, each account by its name in `accountNames`.
    static func text(of transactions: [TransactionTabUseCaseNameSpace.Transaction], accountNames: [String: String]) -> String {
        let lines = transactions.map { transaction in
            [
                transaction.createdAt.formatted(.iso8601),
                field(accountNames[transaction.accountId] ?? ""),
                field(transaction.counterpartyName),
                field(transaction.description),
                MoneyText.text(transaction.amountMinorUnits, currency: transaction.currency, style: .plain),
                field(transaction.currency),
            ].joined(separator: ",")
        }
        return ([header] + lines).joined(separator: "\r\n") + "\r\n"
    }

    /// `text` quoted when it must be, and never read as a formula by a spreadsheet.
    static func field(_ text: String) -> String {
        let safe = text.first.map { "=+-@\t\r".contains($0) } == true ? "'" + text : text
        guard safe.contains(where: { ",\"\r\n".contains($0) }) else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
