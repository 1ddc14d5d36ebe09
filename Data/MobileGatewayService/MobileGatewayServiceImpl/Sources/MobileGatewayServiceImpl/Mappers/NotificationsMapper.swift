import GatewayContract
import NotificationManagerRepositoryAPI

/// The contract's answers as the notifications' remote results.
enum NotificationsMapper {
    static func notification(_ notification: Components.Schemas.Notification) -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult {
        let arguments = notification.arguments
        return .init(
            id: notification.id,
            kind: notification.kind,
            arguments: .init(
                amountMinorUnits: arguments.amount?.minorUnits,
                currency: arguments.amount?.currency,
                counterparty: arguments.counterparty,
                reference: arguments.reference,
                title: notification.title,
                body: notification.body
            ),
            createdAt: notification.createdAt,
            read: notification.read,
            link: notification.link
        )
    }
}
