import Foundation
import GatewayContract
import GRDB
import Hummingbird

/// Issues and checks sessions. Tokens are random, stored only as SHA-256 hashes, and expire.
public struct SessionStore: Sendable {
    /// How long an access token works unless the configuration says otherwise: 15 minutes.
    public static let defaultAccessTokenLifetime: TimeInterval = 15 * 60
    /// How long a refresh token works.
    public static let refreshTokenLifetime: TimeInterval = 30 * 24 * 60 * 60

    /// How long the access tokens this store issues work, in seconds.
    public let accessTokenLifetime: TimeInterval
    private let database: GatewayDatabase
    private let now: @Sendable () -> Date

    public init(
        database: GatewayDatabase,
        now: @escaping @Sendable () -> Date,
        accessTokenLifetime: TimeInterval = SessionStore.defaultAccessTokenLifetime
    ) {
        self.database = database
        self.now = now
        self.accessTokenLifetime = accessTokenLifetime
    }

    /// Starts a session for `userID` inside the caller's write transaction: a new family (a
    /// sign-in), or the next session of `family` (a refresh).
    public func issue(userID: Int64, family: String? = nil, in session: any SQLSession) throws -> Components.Schemas.Session {
        let access = SecureRandom.token()
        let refresh = SecureRandom.token()
        let issuedAt = now()
        let accessExpiresAt = issuedAt.addingTimeInterval(accessTokenLifetime)
        let refreshExpiresAt = issuedAt.addingTimeInterval(Self.refreshTokenLifetime)
        try session.execute("""
            INSERT INTO session (userId, accessTokenHash, refreshTokenHash, accessExpiresAt, refreshExpiresAt, createdAt, familyId)
            VALUES (\(userID), \(TokenHasher.hash(access)), \(TokenHasher.hash(refresh)), \(accessExpiresAt), \(refreshExpiresAt),
                \(issuedAt), \(family ?? SecureRandom.token()))
            """)
        return Components.Schemas.Session(accessToken: access, refreshToken: refresh, expiresIn: Int(accessTokenLifetime))
    }

    /// Starts a session for `userID` in its own transaction.
    public func issue(userID: Int64) async throws -> Components.Schemas.Session {
        try await database.store.write { session in try issue(userID: userID, in: session) }
    }

    /// The user whose live access token `request` carries as `Authorization: Bearer <token>`
    /// (the scheme in any case).
    /// - Throws: `GatewayError.unauthorized`.
    public func authenticate(_ request: Request) async throws -> Int64 {
        guard let token = BearerCredentials.token(in: request), let signIn = try await signIn(accessToken: token) else {
            throw GatewayError.unauthorized
        }
        return signIn.userID
    }

    /// The user and sign-in (session family) of the live access token `token`, or nil.
    public func signIn(accessToken token: String) async throws -> (userID: Int64, family: String)? {
        let hash = TokenHasher.hash(token)
        let instant = now()
        return try await database.store.read { session in
            try session.row("""
                SELECT userId, familyId FROM session WHERE accessTokenHash = \(hash) AND revokedAt IS NULL AND accessExpiresAt > \(instant)
                """).map { ($0["userId"], $0["familyId"]) }
        }
    }

    /// Whether the sign-in `family` still has a session that can be renewed (not signed out,
    /// not ended for a reused token, not expired).
    public func isSignedIn(family: String) async throws -> Bool {
        let instant = now()
        return try await database.store.read { session in
            try session.row("""
                SELECT 1 FROM session WHERE familyId = \(family) AND revokedAt IS NULL AND refreshExpiresAt > \(instant) LIMIT 1
                """) != nil
        }
    }
}
