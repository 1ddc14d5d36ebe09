import Foundation
import GatewayCore

/// The App area's demo data.
public enum GatewayAppDemo {
    /// Gives `userID` the demo profile picture, four favourites (the payees seeded before, each
    /// linked to its payee) and six notifications inside the
    /// seeding transaction: three unread about the newest salary, card payment and money received
    /// (written from the transactions seeded before), and three others, two of them read.
    public static func seed(in session: any SQLSession, userID: Int64, now: Date) throws {
        try session.execute(#"UPDATE "user" SET profileImageName = \#(DemoContent.profileImageName) WHERE id = \#(userID)"#)
        for favourite in DemoContent.favourites {
            let payeeId = try session.value(String.self, "SELECT id FROM payee WHERE userId = \(userID) AND name = \(favourite.name)")
            try FavouriteRecord.insert(userID: userID, name: favourite.name, imageName: favourite.imageName, payeeId: payeeId, in: session)
        }
        for item in try DemoTransactionNotifications.items(in: session, userID: userID) {
            try NotificationInbox.insert(
                item.content, id: UUID().uuidString.lowercased(), link: item.link, for: userID, at: item.createdAt, readAt: nil, in: session
            )
        }
        for notification in DemoContent.notifications {
            let createdAt = now.addingTimeInterval(-notification.hoursAgo * 3600)
            try NotificationInbox.insert(
                notification.content, id: UUID().uuidString.lowercased(), link: nil, for: userID, at: createdAt,
                readAt: notification.read ? createdAt.addingTimeInterval(3600) : nil, in: session
            )
        }
    }
}
