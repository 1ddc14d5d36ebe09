import NotificationManagerRepositoryAPI
import RemoteDataError

// MARK: - NotificationManagerRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: NotificationManagerRepositoryRemoteDataProtocol {
    public func notifications() async throws(RemoteDataError) -> [NotificationManagerRepositoryNameSpace.NotificationRemoteResult] {
        try await performAuthorizedRequest { try await $0.listNotifications().ok.body.json.payload }.map(NotificationsMapper.notification)
    }

    public func markNotificationRead(id: String) async throws(RemoteDataError) -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult {
        NotificationsMapper.notification(try await performAuthorizedRequest { try await $0.markNotificationRead(path: .init(id: id)).ok.body.json.payload })
    }
}
