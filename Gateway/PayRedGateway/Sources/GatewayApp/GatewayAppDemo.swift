import Foundation
import GRDB

/// The App area's demo data.
public enum GatewayAppDemo {
    /// Gives `userID` the demo profile picture, four favourites (the payees seeded before, each
    /// linked to its payee) and six notifications inside the
    /// seeding transaction: three unread about the newest salary, card payment and money received
    /// (written from the transactions seeded before), and three others, two of them read.
    public static func seed(in db: Database, userID: Int64, now: Date) throws {
        try db.execute(
            sql: "UPDATE user SET profileImageName = ? WHERE id = ?",
            arguments: [DemoContent.profileImageName, userID]
        )
        for favourite in DemoContent.favourites {
            let payeeId = try String.fetchOne(
                db, sql: "SELECT id FROM payee WHERE userId = ? AND name = ?", arguments: [userID, favourite.name]
            )
            try FavouriteRecord.insert(userID: userID, name: favourite.name, imageName: favourite.imageName, payeeId: payeeId, in: db)
        }
        for item in try DemoTransactionNotifications.items(in: db, userID: userID) {
            try NotificationRecord(
                id: UUID().uuidString.lowercased(), userId: userID, title: item.title, body: item.body,
                link: item.link, createdAt: item.createdAt, readAt: nil
            ).insert(db)
        }
        for notification in DemoContent.notifications {
            let createdAt = now.addingTimeInterval(-notification.hoursAgo * 3600)
            try NotificationRecord(
                id: UUID().uuidString.lowercased(),
                userId: userID,
                title: notification.title,
                body: notification.body,
                link: nil,
                createdAt: createdAt,
                readAt: notification.read ? createdAt.addingTimeInterval(3600) : nil
            ).insert(db)
        }
    }
}
