import AuthenticationFlowRepositoryAPI
import DataBase
import Foundation
import LockRepositoryAPI
import VerificationCodeRepositoryAPI
import XCTest

/// The sign-up's progress through the real SQLite file: code sent, email verified, PIN created, wiped.
final class DataBaseSignUpTests: XCTestCase {
    private var directory: URL!
    private var sut: DataBase!

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DataBaseSignUpTests-\(UUID().uuidString)")
        sut = DataBase(path: directory.appendingPathComponent("payred.sqlite").path)
        _ = try await sut.createUserState(with: "new@payred.app")
    }

    override func tearDown() async throws {
        sut.close()
        try? FileManager.default.removeItem(at: directory)
    }

    func testTheDatabaseAndItsJournalAreReadableByTheirOwnerOnly() async throws {
        _ = try await sut.markCodeSent(email: "new@payred.app")
        for name in ["payred.sqlite", "payred.sqlite-wal"] {
            let path = directory.appendingPathComponent(name).path
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o600, name)
        }
    }

    func testNothingIsUnfinishedBeforeACodeIsSent() async throws {
        let unfinished = try await sut.unfinishedSignUp()
        XCTAssertNil(unfinished)
    }

    func testASentCodeThenAVerifiedEmailAreTheUnfinishedSteps() async throws {
        _ = try await sut.markCodeSent(email: "new@payred.app")
        let waitingForCode = try await sut.unfinishedSignUp()
        XCTAssertEqual(waitingForCode?.email, "new@payred.app")
        XCTAssertEqual(waitingForCode?.step, .shouldVerify)

        _ = try await sut.markEmailVerified(email: "new@payred.app")
        let waitingForPin = try await sut.unfinishedSignUp()
        XCTAssertEqual(waitingForPin?.step, .shouldCreatePin)
    }

    func testACreatedPinFinishesTheSignUp() async throws {
        _ = try await sut.markEmailVerified(email: "new@payred.app")
        _ = try await sut.markPinCreated(email: "new@payred.app")
        let unfinished = try await sut.unfinishedSignUp()
        XCTAssertNil(unfinished)
    }

    func testWipingForgetsEveryUser() async throws {
        _ = try await sut.markCodeSent(email: "new@payred.app")
        _ = try await sut.deleteAllUserLoginStates()
        let exists = try await sut.doesUserStateExist(email: "new@payred.app")
        XCTAssertFalse(exists)
    }

    func testClosingCheckpointsTheWriteAheadLog() async throws {
        _ = try await sut.markCodeSent(email: "new@payred.app")
        sut.close()
        let wal = directory.appendingPathComponent("payred.sqlite-wal").path
        let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        XCTAssertEqual(size, 0)
    }
}
