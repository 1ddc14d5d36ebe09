import NotificationManagerRepositoryAPI
import NotificationManagerUseCaseAPI

extension NotificationManagerRepositoryImpl {
    /// The message the gateway's `kind` and `arguments` tell; `.other` for a kind this app does not
    /// know, or one without the facts it needs, so no notification is lost.
    static func message(_ kind: String, _ arguments: NotificationManagerRepositoryNameSpace.Arguments) -> NotificationManagerUseCaseNameSpace.Message {
        let amount = arguments.amountMinorUnits.flatMap { minorUnits in
            arguments.currency.map { NotificationManagerUseCaseNameSpace.Money(minorUnits: minorUnits, currency: $0) }
        }
        switch (kind, amount, arguments.counterparty) {
        case ("money.received", let amount?, let from?): return .moneyReceived(amount, from: from, reference: arguments.reference)
        case ("salary.received", let amount?, let from?): return .salaryReceived(amount, from: from)
        case ("card.paid", let amount?, let at?): return .cardPaid(amount, at: at)
        case ("signin.new", _, _): return .newSignIn
        case ("statement.ready", _, _): return .statementReady
        case ("welcome", _, _): return .welcome
        case ("message", _, _): return .text(title: arguments.title ?? "", body: arguments.body ?? "")
        default: return .other
        }
    }
}
