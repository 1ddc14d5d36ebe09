import Foundation
import LockRepositoryAPI
import MobileGatewayServiceImpl
import NotificationManagerRepositoryAPI
import PayRedGateway
import RemoteDataError
import TransactionTabRepositoryAPI
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// The notifications against the in-process demo gateway over loopback, with the demo user's
/// session: the list newest first, marking one read, and the gateway's refusals.
final class MobileGatewayServiceImplNotificationsTests: XCTestCase {
    private var demo: SignedInDemoGateway?
    private var sut: MobileGatewayServiceImpl!

    override func setUp() async throws {
        let demo = try await SignedInDemoGateway.start()
        self.demo = demo
        sut = demo.service
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    func testTheDemoUsersNotificationsComeNewestFirst() async throws {

        let notifications = try await sut.notifications()

        XCTAssertEqual(notifications.count, 6)
        XCTAssertEqual(notifications.map(\.createdAt), notifications.map(\.createdAt).sorted(by: >))
        XCTAssertEqual(notifications.filter { !$0.read }.count, 4)
        let salary = try XCTUnwrap(notifications.first { $0.kind == "salary.received" })
        XCTAssertEqual(salary.arguments.currency, "EUR")
        XCTAssertGreaterThan(salary.arguments.amountMinorUnits ?? 0, 0)
        XCTAssertNotNil(salary.arguments.counterparty)
        XCTAssertNil(salary.arguments.title, "a kind comes without a sentence to show")
        XCTAssertEqual(Set(notifications.map(\.kind)), ["salary.received", "card.paid", "money.received", "signin.new", "statement.ready", "welcome"])
        XCTAssertEqual(Set(notifications.map(\.id)).count, 6)
    }

    func testAMoneyNotificationLinksToTheTransactionItTellsOf() async throws {
        let notifications = try await sut.notifications()
        let salary = try XCTUnwrap(notifications.first { $0.kind == "salary.received" })
        let link = try XCTUnwrap(salary.link)
        XCTAssertTrue(link.hasPrefix("payred://transactions/"), link)

        let transaction = try await sut.transaction(id: String(link.dropFirst("payred://transactions/".count)))
        XCTAssertEqual(transaction.description, "Salary")
        XCTAssertEqual(transaction.createdAt, salary.createdAt)

        do {
            _ = try await sut.transaction(id: "../accounts")
            XCTFail("an id that is no transaction of the user's is refused")
        } catch {
            guard case .rejected(code: "transaction_not_found", _) = error else { return XCTFail("\(error)") }
        }
    }

    func testMarkingReadIsKeptAndIdempotent() async throws {
        let listedBefore = try await sut.notifications()
        let unread = try XCTUnwrap(listedBefore.first { !$0.read })

        let marked = try await sut.markNotificationRead(id: unread.id)
        let again = try await sut.markNotificationRead(id: unread.id)
        let listed = try await sut.notifications()

        XCTAssertEqual(marked, .init(id: unread.id, kind: unread.kind, arguments: unread.arguments, createdAt: unread.createdAt, read: true, link: unread.link))
        XCTAssertTrue(again.read)
        XCTAssertEqual(listed.first { $0.id == unread.id }?.read, true)
        XCTAssertEqual(listed.filter { !$0.read }.count, 3)
    }

    func testAnUnknownNotificationIsRejectedWithTheGatewaysCode() async throws {
        do {
            _ = try await sut.markNotificationRead(id: "no-such-notification")
            XCTFail("expected notification_not_found")
        } catch {
            guard case let .rejected(code, message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "notification_not_found")
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testWithoutASessionNothingIsSent() async {
        demo?.session.currentTokensResult = nil
        do {
            _ = try await sut.notifications()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
    }

    func testAStoppedGatewayMeansNetworkUnavailable() async throws {
        await demo?.stop()
        demo = nil

        do {
            _ = try await sut.notifications()
            XCTFail("expected networkUnavailable")
        } catch {
            XCTAssertEqual(error, .networkUnavailable)
        }
    }
}
