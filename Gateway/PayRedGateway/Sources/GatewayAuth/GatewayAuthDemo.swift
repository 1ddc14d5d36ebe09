import Foundation
import GatewayCore

/// The authentication area's demo data.
public enum GatewayAuthDemo {
    /// Inserts `demo@payred.app` (Demo User, registered, PIN `123456` hashed with production
    /// rounds) inside the seeding transaction; returns the user's id.
    public static func seedDemoUser(in session: any SQLSession, now: Date) throws -> Int64 {
        var user = UserRecord(email: "demo@payred.app", status: .registered, firstName: "Demo", lastName: "User", createdAt: now)
        user.setPin(try PinHasher().hash("123456"))
        return try user.insert(in: session)
    }
}
