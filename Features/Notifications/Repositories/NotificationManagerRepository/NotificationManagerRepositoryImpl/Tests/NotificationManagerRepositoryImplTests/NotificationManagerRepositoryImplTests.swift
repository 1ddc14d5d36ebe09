import Foundation
import NotificationManagerRepositoryAPI
import NotificationManagerRepositoryAPITestDoubles
@testable import NotificationManagerRepositoryImpl
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
            .init(id: "n1", kind: "salary.received", arguments: .init(amountMinorUnits: 348_000, currency: "EUR", counterparty: "Acme"), createdAt: sentAt, read: false),
            .init(id: "n2", kind: "statement.ready", createdAt: sentAt.addingTimeInterval(-86_400), read: true, link: "payred://transactions/7"),
        ])

        let notifications = try await sut.notifications()

        XCTAssertEqual(notifications, [
            .init(id: "n1", message: .salaryReceived(.init(minorUnits: 348_000, currency: "EUR"), from: "Acme"), createdAt: sentAt, isRead: false),
            .init(id: "n2", message: .statementReady, createdAt: sentAt.addingTimeInterval(-86_400), isRead: true, link: "payred://transactions/7"),
        ])
    }

    func testEveryKindBecomesItsMessage() {
        let money = NotificationManagerRepositoryNameSpace.Arguments(amountMinorUnits: 2_500, currency: "EUR", counterparty: "Ada", reference: "Dinner")
        let euros = NotificationManagerUseCaseNameSpace.Money(minorUnits: 2_500, currency: "EUR")
        let cases: [(String, NotificationManagerRepositoryNameSpace.Arguments, NotificationManagerUseCaseNameSpace.Message)] = [
            ("money.received", money, .moneyReceived(euros, from: "Ada", reference: "Dinner")),
            ("salary.received", money, .salaryReceived(euros, from: "Ada")),
            ("card.paid", money, .cardPaid(euros, at: "Ada")),
            ("signin.new", .init(), .newSignIn),
            ("statement.ready", .init(), .statementReady),
            ("welcome", .init(), .welcome),
            ("message", .init(title: "Hello", body: "Written before kinds."), .text(title: "Hello", body: "Written before kinds.")),
        ]
        for (kind, arguments, message) in cases {
            XCTAssertEqual(NotificationManagerRepositoryImpl.message(kind, arguments), message, kind)
        }
    }

    func testAnUnknownKindOrOneWithoutItsFactsIsKeptAsOther() {
        XCTAssertEqual(NotificationManagerRepositoryImpl.message("loan.approved", .init()), .other, "a newer gateway's kind")
        XCTAssertEqual(NotificationManagerRepositoryImpl.message("money.received", .init(counterparty: "Ada")), .other, "no amount")
        XCTAssertEqual(NotificationManagerRepositoryImpl.message("card.paid", .init(amountMinorUnits: 1, currency: "EUR")), .other, "no merchant")
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
        remote.markNotificationReadResult = .success(.init(id: "n1", kind: "welcome", createdAt: sentAt, read: true))

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
