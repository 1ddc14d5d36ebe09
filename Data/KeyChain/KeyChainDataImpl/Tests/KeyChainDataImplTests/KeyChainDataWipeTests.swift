import AuthenticationFlowRepositoryAPI
import Foundation
import LockRepositoryAPI
import LoginRepositoryAPI
import TestSupport
import UserSessionAPI
import VerificationCodeRepositoryAPI
import XCTest

@testable import KeyChainDataImpl

/// The secure store as the AuthenticationFlow's data source: `deleteAllSecrets()` wipes the
/// sign-up's tokens, the stored session and the key, so nothing of the old user can be read again.
final class KeyChainDataWipeTests: XCTestCase {
    private let email = "demo@payred.app"
    private let session = UserSessionNameSpace.StoredSession(email: "demo@payred.app", refreshToken: "refresh-token-5a9e")

    func testDeletingAllSecretsLeavesNoFileBehind() async throws {
        let temporary = try TemporaryStore(self)
        try await storeEverySecret(in: temporary.store)
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store

        let wiped = try await wiper.deleteAllSecrets()

        XCTAssertEqual(wiped, AuthenticationFlowRepositoryNameSpace.WipeResult())
        XCTAssertEqual(try temporary.fileNames(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.keyFile.path(percentEncoded: false)))
    }

    func testAfterDeletingAllSecretsANewInstanceReadsNothing() async throws {
        let temporary = try TemporaryStore(self)
        try await storeEverySecret(in: temporary.store)
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store

        _ = try await wiper.deleteAllSecrets()

        try await assertNothingReadable(from: temporary.reopened())
    }

    func testAfterDeletingAllSecretsTheSameInstanceReadsNothing() async throws {
        let temporary = try TemporaryStore(self)
        try await storeEverySecret(in: temporary.store)
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store

        _ = try await wiper.deleteAllSecrets()

        try await assertNothingReadable(from: temporary.store)
    }

    func testASecretSealedBeforeTheWipeCannotBeOpenedAfterIt() async throws {
        let temporary = try TemporaryStore(self)
        let login: any LoginRepositoryKeyChainDataProtocol = temporary.store
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store
        _ = try await login.saveTemporaryToken("temporary-token-6f1c2a", email: email)
        let signUpFile = temporary.secretFile(for: KeyChainDataImpl.signUpAccount)
        let sealedBeforeTheWipe = try Data(contentsOf: signUpFile)

        _ = try await wiper.deleteAllSecrets()
        _ = try await temporary.store.saveStoredSession(session)
        try sealedBeforeTheWipe.write(to: signUpFile)

        let verification: any VerificationCodeRepositoryKeyChainDataProtocol = temporary.reopened()
        await assertThrows(KeyChainDataError.tampered) {
            _ = try await verification.signUpTemporaryToken(email: self.email)
        }
    }

    func testDeletingAllSecretsOfAnEmptyStoreSucceeds() async throws {
        let temporary = try TemporaryStore(self)
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store

        let wiped = try await wiper.deleteAllSecrets()

        XCTAssertEqual(wiped, AuthenticationFlowRepositoryNameSpace.WipeResult())
        XCTAssertEqual(try temporary.fileNames(), [])
    }

    /// Stores the sign-up's tokens and the stored session, as a device mid-way through a second
    /// sign-up would hold them.
    private func storeEverySecret(in store: KeyChainDataImpl) async throws {
        let login: any LoginRepositoryKeyChainDataProtocol = store
        let verification: any VerificationCodeRepositoryKeyChainDataProtocol = store
        _ = try await login.saveTemporaryToken("temporary-token-6f1c2a", email: email)
        _ = try await verification.saveRegistrationToken("registration-token-d47e81", email: email, needsName: false)
        _ = try await store.saveStoredSession(session)
    }

    private func assertNothingReadable(
        from store: KeyChainDataImpl, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let verification: any VerificationCodeRepositoryKeyChainDataProtocol = store
        let lock: any LockRepositoryKeyChainDataProtocol = store
        let temporary = try await verification.signUpTemporaryToken(email: email)
        let registration = try await lock.registrationToken(email: email)
        let stored = try await store.loadStoredSession()
        XCTAssertNil(temporary, "temporary token", file: file, line: line)
        XCTAssertNil(registration, "registration token", file: file, line: line)
        XCTAssertNil(stored, "stored session", file: file, line: line)
    }
}
