import LoginRepositoryAPI
import LoginRepositoryAPITestDoubles
import LoginRepositoryImpl
import LoginUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

final class LoginRepositoryImplTests: XCTestCase {
    private var remote: LoginRepositoryRemoteDataStub!
    private var database: LoginRepositoryDataBaseDataStub!
    private var keyChain: LoginRepositoryKeyChainDataStub!
    private var sut: LoginRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = LoginRepositoryRemoteDataStub()
        database = LoginRepositoryDataBaseDataStub()
        database.createUserStateResult = .success(.init())
        database.updateUserLoginStateToShouldEnterPinResult = .success(.init(step: .shouldEnterPin))
        database.updateUserLoginStateToShouldVerifyResult = .success(.init(step: .shouldVerify))
        keyChain = LoginRepositoryKeyChainDataStub()
        keyChain.saveTemporaryTokenResult = .success(.init())
        sut = LoginRepositoryImpl(remoteData: remote, databaseData: database, keyChainData: keyChain)
    }

    override func tearDown() {
        remote.reset()
        database.reset()
        keyChain.reset()
        super.tearDown()
    }

    func testEnterPinStepMeansTheUserExists() async throws {
        remote.loginResult = .success(.init(step: .enterPin, token: nil))
        let response = try await sut.login(email: "ada@payred.app")
        XCTAssertEqual(response, .userExist)
        XCTAssertEqual(remote.lastLoginEmail, "ada@payred.app")
    }

    func testVerifyEmailStepCarriesTheTemporaryToken() async throws {
        remote.loginResult = .success(.init(step: .verifyEmail, token: "tmp-9"))
        let response = try await sut.login(email: "new@payred.app")
        XCTAssertEqual(response, .userNotExist(temporaryToken: "tmp-9"))
    }

    func testVerifyEmailStepWithoutTokenIsAnUnexpectedResponse() async {
        remote.loginResult = .success(.init(step: .verifyEmail, token: nil))
        await assertThrows(LoginUseCaseNameSpace.Errors.unexpectedResponse) { _ = try await self.sut.login(email: "new@payred.app") }
    }

    func testRemoteErrorsBecomeDomainErrors() async {
        let cases: [(RemoteDataError, LoginUseCaseNameSpace.Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.rejected(code: "invalid_email", message: "That email is not valid."), .invalidEmailFormat),
            (.rejected(code: "too_many_codes", message: "Wait."), .tooManyCodes),
            (.rejected(code: "too_many_requests", message: "Slow down."), .tooManyRequests),
            (.rejected(code: "account_locked", message: "This address cannot sign in."), .rejected(reason: "This address cannot sign in.")),
            (.invalidResponse, .unexpectedResponse),
        ]
        for (remoteError, domainError) in cases {
            remote.loginResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.login(email: "ada@payred.app") }
        }
    }

    func testSavingANewRegisteredUserCreatesTheStateThenAsksForThePin() async throws {
        database.doesUserStateExistResult = .success(false)
        _ = try await sut.saveUserLoginState(email: "ada@payred.app", temporaryToken: nil, userExist: true)
        XCTAssertEqual(database.createUserStateReceivedArguments, ["ada@payred.app"])
        XCTAssertEqual(database.updateUserLoginStateToShouldEnterPinReceivedArguments.map { $0.email }, ["ada@payred.app"])
        XCTAssertEqual(database.lastUpdateUserLoginStateToShouldEnterPinUserExist, true)
        XCTAssertFalse(database.updateUserLoginStateToShouldVerifyCalled)
        XCTAssertEqual(keyChain.saveTemporaryTokenCallCount, 0)
    }

    func testSavingAnExistingStateForANewUserAsksForVerificationWithoutCreating() async throws {
        database.doesUserStateExistResult = .success(true)
        _ = try await sut.saveUserLoginState(email: "new@payred.app", temporaryToken: "tmp", userExist: false)
        XCTAssertFalse(database.createUserStateCalled)
        XCTAssertEqual(database.updateUserLoginStateToShouldVerifyCallCount, 1)
        XCTAssertEqual(database.lastUpdateUserLoginStateToShouldVerifyEmail, "new@payred.app")
        XCTAssertEqual(database.lastUpdateUserLoginStateToShouldVerifyUserExist, false)
    }

    func testTheSignUpTokenGoesToTheSecureStoreNotTheDatabase() async throws {
        database.doesUserStateExistResult = .success(false)
        _ = try await sut.saveUserLoginState(email: "new@payred.app", temporaryToken: "tmp", userExist: false)
        XCTAssertEqual(keyChain.lastSaveTemporaryTokenToken, "tmp")
        XCTAssertEqual(keyChain.lastSaveTemporaryTokenEmail, "new@payred.app")
    }

    func testSecureStoreFailureBecomesStorageFailure() async {
        database.doesUserStateExistResult = .success(true)
        keyChain.saveTemporaryTokenResult = .failure(CancellationError())
        await assertThrows(LoginUseCaseNameSpace.Errors.storageFailure) {
            _ = try await self.sut.saveUserLoginState(email: "new@payred.app", temporaryToken: "tmp", userExist: false)
        }
    }

    func testDatabaseFailureBecomesStorageFailure() async {
        database.doesUserStateExistResult = .failure(LoginRepositoryNameSpace.DataBaseErrors.storageFailure(reason: "disk full"))
        await assertThrows(LoginUseCaseNameSpace.Errors.storageFailure) {
            _ = try await self.sut.saveUserLoginState(email: "ada@payred.app", temporaryToken: nil, userExist: true)
        }
    }

    func testDoesUserExistReadsTheDatabase() async throws {
        database.doesUserStateExistResult = .success(true)
        let exists = try await sut.doesUserExist(email: "ada@payred.app")
        XCTAssertTrue(exists)
        XCTAssertEqual(database.doesUserStateExistReceivedArguments, ["ada@payred.app"])
    }
}
