import GatewayContract
import NotificationManagerRepositoryAPI

/// The contract's answers as the notifications' remote results.
enum NotificationsMapper {
    static func notification(_ notification: Components.Schemas.Notification) -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult {
        .init(
            id: notification.id,
            title: notification.title,
            body: notification.body,
            createdAt: notification.createdAt,
            read: notification.read,
            link: notification.link
        )
    }
}
