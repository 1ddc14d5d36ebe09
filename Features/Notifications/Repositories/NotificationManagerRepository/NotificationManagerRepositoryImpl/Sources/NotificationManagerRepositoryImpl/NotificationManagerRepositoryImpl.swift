import NotificationManagerRepositoryAPI
import NotificationManagerUseCaseAPI
import RemoteDataError
import Resolver

/// The NotificationManagerRepository (blueprint §2.2): turns the gateway's notifications into the
/// use case's, and the data source's errors into the use case's.
public final class NotificationManagerRepositoryImpl: Sendable {
    private let remoteData: any NotificationManagerRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(NotificationManagerRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any NotificationManagerRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - NotificationManagerUseCaseRepositoryProtocol

extension NotificationManagerRepositoryImpl: NotificationManagerUseCaseRepositoryProtocol {

    public func notifications() async throws(NotificationManagerUseCaseNameSpace.Errors) -> [NotificationManagerUseCaseNameSpace.Notification] {
        do throws(RemoteDataError) {
            return try await remoteData.notifications().map {
                .init(id: $0.id, message: Self.message($0.kind, $0.arguments), createdAt: $0.createdAt, isRead: $0.read, link: $0.link)
            }
        } catch {
            throw Self.domainError(error, whileMarking: false)
        }
    }

    public func markRead(id: String) async throws(NotificationManagerUseCaseNameSpace.Errors) -> Bool {
        do throws(RemoteDataError) {
            return try await remoteData.markNotificationRead(id: id).read
        } catch {
            throw Self.domainError(error, whileMarking: true)
        }
    }

    /// The use case's error for a data-source failure; a failed mark is a refusal, a failed list is unavailable.
    private static func domainError(
        _ error: RemoteDataError,
        whileMarking: Bool
    ) -> NotificationManagerUseCaseNameSpace.Errors {
        switch error {
        case .networkUnavailable: .networkUnavailable
        case .sessionExpired: .sessionExpired
        case .rejected(code: "notification_not_found", _): .notificationNotFound
        case .rejected, .locked, .wrongSecret, .invalidResponse, .cancelled: whileMarking ? .markReadRefused : .unavailable
        }
    }
}
