import Foundation
import LockRepositoryAPI
import LoginRepositoryAPI
import UserSessionAPI
import VerificationCodeRepositoryAPI
import XCTest

@testable import KeyChainDataImpl

/// The secure store as the sign-up's data source: the emailed code's token saved at Login, read
/// and replaced at VerificationCode, swapped for the registration token that Lock reads to create
/// the PIN, then deleted; each step through that feature's own data protocol, encrypted at rest.
final class KeyChainDataSignUpTests: XCTestCase {
    private let email = "demo@payred.app"
    private let otherEmail = "other@payred.app"
    private let temporaryToken = "temporary-token-6f1c2a"
    private let resentTemporaryToken = "temporary-token-resent-93bd04"
    private let registrationToken = "registration-token-d47e81"

    func testNoSignUpTokensAtFirst() async throws {
        let steps = try SignUpSteps(self)

        let temporary = try await steps.verification.signUpTemporaryToken(email: email)
        let registration = try await steps.lock.registrationToken(email: email)

        XCTAssertNil(temporary)
        XCTAssertNil(registration)
    }

    func testTheTemporaryTokenSavedAtLoginIsReadAtVerification() async throws {
        let steps = try SignUpSteps(self)

        let saved = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        XCTAssertEqual(saved, LoginRepositoryNameSpace.SaveSecretResult())
        let read = try await steps.verification.signUpTemporaryToken(email: email)
        XCTAssertEqual(read, temporaryToken)
    }

    func testTheTemporaryTokenSurvivesARelaunch() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let read = try await steps.relaunched().verification.signUpTemporaryToken(email: email)

        XCTAssertEqual(read, temporaryToken)
    }

    func testTheSignUpIsFoundWhateverTheCaseOfTheEmail() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: "Demo@PayRed.App")

        let read = try await steps.verification.signUpTemporaryToken(email: email)

        XCTAssertEqual(read, temporaryToken)
    }

    func testAnotherEmailSeesNoneOfTheSignUpsTokens() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let temporary = try await steps.verification.signUpTemporaryToken(email: otherEmail)

        XCTAssertNil(temporary)
    }

    func testATemporaryTokenIsNotARegistrationToken() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let registration = try await steps.lock.registrationToken(email: email)

        XCTAssertNil(registration)
    }

    func testALoginForAnotherEmailReplacesTheEarlierSignUp() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        _ = try await steps.login.saveTemporaryToken(resentTemporaryToken, email: otherEmail)

        let earlier = try await steps.verification.signUpTemporaryToken(email: email)
        let later = try await steps.verification.signUpTemporaryToken(email: otherEmail)
        XCTAssertNil(earlier)
        XCTAssertEqual(later, resentTemporaryToken)
    }

    func testAResentCodesTokenReplacesTheOneSavedAtLogin() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let replaced = try await steps.verification.replaceTemporaryToken(resentTemporaryToken, email: email)

        XCTAssertEqual(replaced, VerificationCodeRepositoryNameSpace.SaveSecretResult())
        let read = try await steps.relaunched().verification.signUpTemporaryToken(email: email)
        XCTAssertEqual(read, resentTemporaryToken)
    }

    func testTheRegistrationTokenSavedAtVerificationIsReadWhenCreatingThePin() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let saved = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        XCTAssertEqual(saved, VerificationCodeRepositoryNameSpace.SaveSecretResult())
        let read = try await steps.relaunched().lock.registrationToken(email: email)
        XCTAssertEqual(read, registrationToken)
    }

    func testTheRegistrationTokenTakesThePlaceOfTheTemporaryToken() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        let temporary = try await steps.verification.signUpTemporaryToken(email: email)
        XCTAssertNil(temporary)
    }

    func testTheRegistrationTokenIsOnlyForTheVerifiedEmail() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        let read = try await steps.lock.registrationToken(email: otherEmail)

        XCTAssertNil(read)
    }

    func testStartingOverAtLoginDropsTheRegistrationToken() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)

        let registration = try await steps.lock.registrationToken(email: email)
        let temporary = try await steps.verification.signUpTemporaryToken(email: email)
        XCTAssertNil(registration)
        XCTAssertEqual(temporary, temporaryToken)
    }

    func testDeletingTheSignUpTokensClearsThemForGood() async throws {
        let steps = try SignUpSteps(self)
        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)
        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        let deleted = try await steps.lock.deleteSignUpTokens()

        XCTAssertEqual(deleted, LockRepositoryNameSpace.DeleteSecretsResult())
        let relaunched = steps.relaunched()
        let registration = try await relaunched.lock.registrationToken(email: email)
        let temporary = try await relaunched.verification.signUpTemporaryToken(email: email)
        XCTAssertNil(registration)
        XCTAssertNil(temporary)
        XCTAssertFalse(steps.fileExists(for: KeyChainDataImpl.signUpAccount))
    }

    func testDeletingTheSignUpTokensWhenThereAreNoneSucceeds() async throws {
        let steps = try SignUpSteps(self)

        let deleted = try await steps.lock.deleteSignUpTokens()

        XCTAssertEqual(deleted, LockRepositoryNameSpace.DeleteSecretsResult())
    }

    func testDeletingTheSignUpTokensKeepsTheStoredSession() async throws {
        let steps = try SignUpSteps(self)
        let session = UserSessionNameSpace.StoredSession(email: email, refreshToken: "refresh-token-5a9e")
        _ = try await steps.store.saveStoredSession(session)
        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)

        _ = try await steps.lock.deleteSignUpTokens()

        let stored = try await steps.store.loadStoredSession()
        XCTAssertEqual(stored, session)
    }

    func testNoFileEverHoldsASignUpTokenOrTheEmail() async throws {
        let steps = try SignUpSteps(self)
        let secrets = [temporaryToken, resentTemporaryToken, registrationToken, email]

        _ = try await steps.login.saveTemporaryToken(temporaryToken, email: email)
        try steps.assertNoFileContains(secrets, after: "saving the temporary token")
        _ = try await steps.verification.replaceTemporaryToken(resentTemporaryToken, email: email)
        try steps.assertNoFileContains(secrets, after: "replacing the temporary token")
        _ = try await steps.verification.saveRegistrationToken(registrationToken, email: email, needsName: false)
        try steps.assertNoFileContains(secrets, after: "saving the registration token")

        XCTAssertFalse(try steps.filesUnderTheTemporaryDirectory().isEmpty, "the store wrote no file at all")
    }
}

/// One secure store seen through each sign-up feature's data protocol, as the composition root
/// hands it to the Login, VerificationCode and Lock repositories.
private struct SignUpSteps {
    let temporary: TemporaryStore
    let store: KeyChainDataImpl
    let login: any LoginRepositoryKeyChainDataProtocol
    let verification: any VerificationCodeRepositoryKeyChainDataProtocol
    let lock: any LockRepositoryKeyChainDataProtocol

    init(_ test: XCTestCase) throws {
        try self.init(temporary: TemporaryStore(test), store: nil)
    }

    private init(temporary: TemporaryStore, store: KeyChainDataImpl?) {
        let store = store ?? temporary.store
        self.temporary = temporary
        self.store = store
        login = store
        verification = store
        lock = store
    }

    /// The same steps over another instance on the same directory, as after a relaunch.
    func relaunched() -> SignUpSteps {
        SignUpSteps(temporary: temporary, store: temporary.reopened())
    }

    /// Whether the encrypted file of `account` exists.
    func fileExists(for account: String) -> Bool {
        FileManager.default.fileExists(atPath: temporary.secretFile(for: account).path(percentEncoded: false))
    }

    /// Every regular file under the test's temporary directory (the store's and its parent).
    func filesUnderTheTemporaryDirectory() throws -> [URL] {
        let root = temporary.directory.deletingLastPathComponent()
        return try FileManager.default.subpathsOfDirectory(atPath: root.path(percentEncoded: false))
            .map { root.appendingPathComponent($0) }
            .filter { url in
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
                return exists && !isDirectory.boolValue
            }
    }

    /// Fails for every file whose bytes contain one of `plaintexts`.
    func assertNoFileContains(
        _ plaintexts: [String], after step: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for url in try filesUnderTheTemporaryDirectory() {
            let contents = try Data(contentsOf: url)
            for plaintext in plaintexts {
                XCTAssertNil(
                    contents.range(of: Data(plaintext.utf8)),
                    "\(url.lastPathComponent) holds \"\(plaintext)\" after \(step)",
                    file: file, line: line
                )
            }
        }
    }
}
