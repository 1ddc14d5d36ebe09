import Foundation
import NotificationManagerRepositoryAPI
import RemoteDataError

// MARK: - NotificationManagerRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: NotificationManagerRepositoryRemoteDataProtocol {
    public func notifications() async throws -> [NotificationManagerRepositoryNameSpace.NotificationRemoteResult] {
        let payload: [NotificationDTO] = try await performAuthorizedRequest(RequestBuilder(endpoint: "/v1/notifications", method: .get))
        return try payload.map { try $0.remoteResult() }
    }

    public func markNotificationRead(id: String) async throws -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult {
        let path = "/v1/notifications/\(RequestBuilder.pathSegment(id))/read"
        let payload: NotificationDTO = try await performAuthorizedRequest(RequestBuilder(endpoint: path, method: .post))
        return try payload.remoteResult()
    }
}

/// A notification as `GET /v1/notifications` and `POST /v1/notifications/{id}/read` send it.
private struct NotificationDTO: Decodable, Sendable {
    let id: String
    let title: String
    let body: String
    /// ISO 8601 in UTC, e.g. `2026-11-23T08:00:00Z`.
    let createdAt: String
    let read: Bool
    /// What it tells of, as a PayRed link; absent when nothing opens.
    let link: String?

    /// The notification; `invalidResponse` when `createdAt` is not a date.
    func remoteResult() throws -> NotificationManagerRepositoryNameSpace.NotificationRemoteResult {
        guard let date = GatewayDate.date(from: createdAt) else {
            throw RemoteDataError.invalidResponse
        }
        return .init(id: id, title: title, body: body, createdAt: date, read: read, link: link)
    }
}
