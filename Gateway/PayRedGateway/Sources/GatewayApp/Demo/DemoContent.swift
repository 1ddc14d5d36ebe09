import GatewayCore

/// What the demo user sees in the App area: a profile picture, favourite payees and notifications.
enum DemoContent {
    /// A favourite on the profile screen: one of the demo payees (by name), with a picture.
    struct Favourite {
        let name: String
        let imageName: String
    }

    /// A notification, `hoursAgo` before the seeding instant.
    struct Notification {
        let content: NotificationContent
        let hoursAgo: Double
        let read: Bool
    }

    static let profileImageName = "profile-demo"

    static let favourites = [
        Favourite(name: "Maria Schmidt", imageName: "favourite-maria"),
        Favourite(name: "Jonas Weber", imageName: "favourite-jonas"),
        Favourite(name: "Sophie Martin", imageName: "favourite-sophie"),
        Favourite(name: "Daan de Vries", imageName: "favourite-daan"),
    ]

    /// The notifications that tell of no transaction; those about money come from the seeded
    /// transactions (`DemoTransactionNotifications`).
    static let notifications = [
        Notification(content: .newSignIn, hoursAgo: 30, read: false),
        Notification(content: .statementReady, hoursAgo: 240, read: true),
        Notification(content: .welcome, hoursAgo: 720, read: true),
    ]

    /// Every image name the demo data refers to.
    static var imageNames: Set<String> {
        Set([profileImageName] + favourites.map(\.imageName))
    }
}
