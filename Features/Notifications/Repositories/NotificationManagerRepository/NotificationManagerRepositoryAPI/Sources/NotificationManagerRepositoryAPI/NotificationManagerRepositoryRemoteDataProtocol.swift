import RemoteDataError

/// What the NotificationManagerRepository needs from the gateway; a remote data source implements it (blueprint §1.1).
public protocol NotificationManagerRepositoryRemoteDataProtocol: Sendable {
    /// Fetches the user's notifications, newest first (`GET /v1/notifications`).
    func notifications() async throws(RemoteDataError) -> [NotificationManagerRepositoryNameSpace.NotificationRemoteResult]

    /// Marks notification `id` read (`POST /v1/notifications/{id}/read`, idempotent); returns it after.
    func markNotificationRead(id: String) async throws(RemoteDataError) -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult
}
