import MoneyText
import NotificationManagerUseCaseAPI

extension NotificationsScreenViewModel {
    /// A notification's message worded in the language shown (the gateway sends a kind and its
    /// facts, never a sentence); `masked` hides its amounts.
    static func words(for message: NotificationManagerUseCaseNameSpace.Message, masked: Bool) -> (title: String, body: String) {
        func amount(_ money: NotificationManagerUseCaseNameSpace.Money) -> String {
            MoneyText.text(money.minorUnits, currency: money.currency, masked: masked)
        }
        switch message {
        case let .moneyReceived(money, from, reference?):
            return (Strings.Notifications.Message.moneyReceivedTitle, Strings.Notifications.Message.moneyReceivedWithReference(from, amount(money), reference))
        case let .moneyReceived(money, from, nil):
            return (Strings.Notifications.Message.moneyReceivedTitle, Strings.Notifications.Message.moneyReceivedBody(from, amount(money)))
        case let .salaryReceived(money, from):
            return (Strings.Notifications.Message.salaryReceivedTitle, Strings.Notifications.Message.salaryReceivedBody(amount(money), from))
        case let .cardPaid(money, at):
            return (Strings.Notifications.Message.cardPaidTitle, Strings.Notifications.Message.cardPaidBody(amount(money), at))
        case .newSignIn:
            return (Strings.Notifications.Message.newSignInTitle, Strings.Notifications.Message.newSignInBody)
        case .statementReady:
            return (Strings.Notifications.Message.statementReadyTitle, Strings.Notifications.Message.statementReadyBody)
        case .welcome:
            return (Strings.Notifications.Message.welcomeTitle, Strings.Notifications.Message.welcomeBody)
        case let .text(title, body):
            return masked ? (MoneyText.maskingAmounts(in: title), MoneyText.maskingAmounts(in: body)) : (title, body)
        case .other:
            return (Strings.Notifications.Message.otherTitle, Strings.Notifications.Message.otherBody)
        }
    }
}
