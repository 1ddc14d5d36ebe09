import Foundation
import LockRepositoryAPI
import MobileGatewayServiceImpl
import PayeesRepositoryAPI
import PayRedGateway
import RemoteDataError
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// The payees' calls against the in-process demo gateway over loopback, signed in as the demo
/// user: listing, adding, deleting (a `204` without a body) and the gateway's refusals.
final class MobileGatewayServiceImplPayeesTests: XCTestCase {
    private var demo: SignedInDemoGateway!

    override func setUp() async throws {
        demo = try await SignedInDemoGateway.start()
    }

    override func tearDown() async throws {
        await demo?.stop()
    }

    func testTheDemoUsersPayeesAreListedOldestFirst() async throws {
        let payees = try await demo.service.savedPayees()

        XCTAssertEqual(payees.map(\.name), ["Maria Schmidt", "Jonas Weber", "Sophie Martin", "Daan de Vries"])
        XCTAssertEqual(payees.last?.iban, "NL91ABNA0417164300")
        XCTAssertEqual(Set(payees.map(\.id)).count, 4)
    }

    func testAPayeeIsAddedListedThenDeleted() async throws {
        let added = try await demo.service.savePayee(name: "Ana Lopez", iban: "GB82WEST12345698765432")
        let afterAdding = try await demo.service.savedPayees()

        _ = try await demo.service.deletePayee(id: added.id)
        let afterDeleting = try await demo.service.savedPayees()

        XCTAssertEqual(added.name, "Ana Lopez")
        XCTAssertEqual(added.iban, "GB82WEST12345698765432")
        XCTAssertEqual(afterAdding.last, added, "the newest payee comes last")
        XCTAssertEqual(afterDeleting, Array(afterAdding.dropLast()))
    }

    func testTheGatewaysRefusalsArriveWithTheirCodes() async throws {
        let service = demo.service
        await assertRejected("invalid_name") { () async throws(RemoteDataError) in _ = try await service.savePayee(name: "   ", iban: "GB82WEST12345698765432") }
        await assertRejected("invalid_characters") { () async throws(RemoteDataError) in _ = try await service.savePayee(name: "Eve\u{1B}[31m", iban: "GB82WEST12345698765432") }
        await assertRejected("invalid_iban") { () async throws(RemoteDataError) in _ = try await service.savePayee(name: "Ana Lopez", iban: "GB82WEST12345698765433") }
        await assertRejected("payee_exists") { () async throws(RemoteDataError) in _ = try await service.savePayee(name: "Daan again", iban: "NL91 ABNA 0417 1643 00") }
        await assertRejected("payee_not_found") { () async throws(RemoteDataError) in _ = try await service.deletePayee(id: "pay_that_does_not_exist") }
    }

    func testWithoutASessionThePayeesAreNotAskedFor() async {
        do {
            _ = try await MobileGatewayServiceImpl(baseURL: demo.baseURL, userSession: UserSessionStub()).savedPayees()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
    }

    /// Asserts that `body` fails with the gateway's refusal `code`.
    private func assertRejected(_ code: String, file: StaticString = #filePath, line: UInt = #line, _ body: () async throws(RemoteDataError) -> Void) async {
        do {
            try await body()
            XCTFail("expected \(code)", file: file, line: line)
        } catch {
            guard case let .rejected(rejectedCode, message) = error else { return XCTFail("expected \(code), got \(error)", file: file, line: line) }
            XCTAssertEqual(rejectedCode, code, file: file, line: line)
            XCTAssertFalse(message.isEmpty, file: file, line: line)
        }
    }
}
