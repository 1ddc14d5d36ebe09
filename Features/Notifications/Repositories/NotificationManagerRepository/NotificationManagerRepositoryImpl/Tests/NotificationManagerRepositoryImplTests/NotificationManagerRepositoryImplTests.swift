import Foundation
import NotificationManagerRepositoryAPI
import NotificationManagerRepositoryAPITestDoubles
import NotificationManagerRepositoryImpl
import NotificationManagerUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

/// The repository over a stubbed gateway: notifications as the use case's models, and the
/// gateway's errors as domain errors.
final class NotificationManagerRepositoryImplTests: XCTestCase {
    private typealias Errors = NotificationManagerUseCaseNameSpace.Errors

    private var remote: NotificationManagerRepositoryRemoteDataStub!
    private var sut: NotificationManagerRepositoryImpl!
    private let sentAt = Date(timeIntervalSince1970: 1_800_014_400)

    override func setUp() {
        super.setUp()
        remote = NotificationManagerRepositoryRemoteDataStub()
        sut = NotificationManagerRepositoryImpl(remoteData: remote)
    }

    func testNotificationsBecomeTheUseCasesModels() async throws {
        remote.notificationsResult = .success([
            .init(id: "n1", title: "Salary received", body: "Your salary has arrived.", createdAt: sentAt, read: false),
            .init(id: "n2", title: "Monthly statement", body: "Your statement is ready.", createdAt: sentAt.addingTimeInterval(-86_400), read: true),
        ])

        let notifications = try await sut.notifications()

        XCTAssertEqual(notifications, [
            .init(id: "n1", title: "Salary received", body: "Your salary has arrived.", createdAt: sentAt, isRead: false),
            .init(id: "n2", title: "Monthly statement", body: "Your statement is ready.", createdAt: sentAt.addingTimeInterval(-86_400), isRead: true),
        ])
    }

    func testListErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Boom"), .unavailable),
        ]
        for (remoteError, domainError) in cases {
            remote.notificationsResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.notifications() }
        }
    }

    func testMarkingReadReturnsWhatTheGatewayConfirmed() async throws {
        remote.markNotificationReadResult = .success(.init(id: "n1", title: "Salary received", body: "Your salary has arrived.", createdAt: sentAt, read: true))

        let read = try await sut.markRead(id: "n1")

        XCTAssertTrue(read)
        XCTAssertEqual(remote.markNotificationReadReceivedArguments, ["n1"])
    }

    func testMarkErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.rejected(code: "notification_not_found", message: "There is no such notification."), .notificationNotFound),
            (.rejected(code: "internal", message: "Try later."), .markReadRefused),
            (.invalidResponse, .markReadRefused),
        ]
        for (remoteError, domainError) in cases {
            remote.markNotificationReadResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.markRead(id: "n1") }
        }
    }
}
