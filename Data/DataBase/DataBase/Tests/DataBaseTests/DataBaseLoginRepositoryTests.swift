import DataBase
import Foundation
import GRDB
import LoginRepositoryAPI
import XCTest

final class DataBaseLoginRepositoryTests: XCTestCase {
    private var directory: URL!
    private var path: String { directory.appendingPathComponent("payred.sqlite").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("DataBaseTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testCreatedStateExistsCaseInsensitively() async throws {
        let sut = DataBase(path: path)
        _ = try await sut.createUserState(with: "Ada@PayRed.app")
        let exists = try await sut.doesUserStateExist(email: "ada@payred.app")
        let missing = try await sut.doesUserStateExist(email: "bob@payred.app")
        XCTAssertTrue(exists)
        XCTAssertFalse(missing)
    }

    func testUpdatesWriteTheStepAndUserFlagButNoSecretToTheSQLiteFile() async throws {
        let sut = DataBase(path: path)
        _ = try await sut.createUserState(with: "new@payred.app")
        let result = try await sut.updateUserLoginStateToShouldVerify(email: "new@payred.app", userExist: false)
        XCTAssertEqual(result.step, LoginRepositoryNameSpace.UserLoginStep.shouldVerify)

        let row = try readRow(email: "new@payred.app")
        XCTAssertEqual(row?["step"], "shouldVerify")
        XCTAssertEqual(row?["userExist"], false)
        XCTAssertFalse(row?.columnNames.contains("temporaryToken") ?? true)
    }

    func testShouldEnterPinReplacesAnEarlierStep() async throws {
        let sut = DataBase(path: path)
        _ = try await sut.createUserState(with: "ada@payred.app")
        _ = try await sut.updateUserLoginStateToShouldVerify(email: "ada@payred.app", userExist: false)
        _ = try await sut.updateUserLoginStateToShouldEnterPin(email: "ada@payred.app", userExist: true)

        let row = try readRow(email: "ada@payred.app")
        XCTAssertEqual(row?["step"], "shouldEnterPin")
        XCTAssertEqual(row?["userExist"], true)
    }

    func testUpdatingAMissingStateReportsUserStateNotFound() async throws {
        let sut = DataBase(path: path)
        do {
            _ = try await sut.updateUserLoginStateToShouldEnterPin(email: "ghost@payred.app", userExist: true)
            XCTFail("expected userStateNotFound")
        } catch {
            XCTAssertEqual(error as? LoginRepositoryNameSpace.DataBaseErrors, .userStateNotFound)
        }
    }

    func testStateSurvivesReopeningTheFile() async throws {
        _ = try await DataBase(path: path).createUserState(with: "ada@payred.app")
        let exists = try await DataBase(path: path).doesUserStateExist(email: "ada@payred.app")
        XCTAssertTrue(exists)
    }

    func testUnopenableFileIsAStorageFailureNotACrash() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let notADatabase = directory.appendingPathComponent("garbage.sqlite")
        try Data(repeating: 0x42, count: 4096).write(to: notADatabase)

        do {
            _ = try await DataBase(path: notADatabase.path).doesUserStateExist(email: "ada@payred.app")
            XCTFail("expected storageFailure")
        } catch let LoginRepositoryNameSpace.DataBaseErrors.storageFailure(reason) {
            XCTAssertFalse(reason.isEmpty)
        }
    }

    private func readRow(email: String) throws -> Row? {
        try DatabaseQueue(path: path).read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM loginState WHERE email = ?", arguments: [email])
        }
    }
}
