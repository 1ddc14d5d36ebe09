import ChangeAppPinRepositoryAPI
import ChangeAppPinRepositoryAPITestDoubles
import ChangeAppPinRepositoryImpl
import ChangeAppPinUseCaseAPI
import Foundation
import RemoteDataError
import TestSupport
import XCTest

/// 2026-11-23 12:00:00 UTC.
private let changeDate = Date(timeIntervalSince1970: 1_795_435_200)

/// A failure of the secure store.
private struct DiskFailure: Error {}

/// The PIN change at the gateway and its date in the secure store, with the data sources' errors
/// turned into domain errors.
final class ChangeAppPinRepositoryImplTests: XCTestCase {
    private typealias Errors = ChangeAppPinUseCaseNameSpace.Errors

    private var remote: ChangeAppPinRepositoryRemoteDataStub!
    private var keyChain: ChangeAppPinRepositoryKeyChainDataStub!
    private var sut: ChangeAppPinRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = ChangeAppPinRepositoryRemoteDataStub()
        keyChain = ChangeAppPinRepositoryKeyChainDataStub()
        sut = ChangeAppPinRepositoryImpl(remoteData: remote, keyChainData: keyChain)
    }

    override func tearDown() {
        remote.reset()
        keyChain.reset()
        sut = nil
        super.tearDown()
    }

    // MARK: Changing the PIN

    func testTheChangeIsSentToTheGateway() async throws {
        try await sut.changePin(oldPin: "135790", newPin: "246813")

        XCTAssertEqual(remote.changePinReceivedArguments.map(\.oldPin), ["135790"])
        XCTAssertEqual(remote.changePinReceivedArguments.map(\.newPin), ["246813"])
        XCTAssertFalse(keyChain.setPinChangedAtCalled, "the use case dates the change")
    }

    func testGatewayFailuresBecomeDomainErrors() async {
        let until = changeDate.addingTimeInterval(300)
        let translations: [(RemoteDataError, Errors)] = [
            (.wrongSecret(attemptsLeft: 3), .wrongOldPin),
            (.rejected(code: "invalid_pin", message: "The PIN is wrong."), .wrongOldPin),
            (.rejected(code: "invalid_credentials", message: "The email or the PIN is wrong."), .wrongOldPin),
            (.locked(until: until), .lockedOut(until: until)),
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unexpectedResponse),
            (.rejected(code: "invalid_pin_format", message: "The PIN must be exactly six digits."), .unexpectedResponse),
            (.rejected(code: "internal_error", message: "Something failed."), .unexpectedResponse),
        ]
        for (remoteError, domainError) in translations {
            remote.changePinResult = .failure(remoteError)
            await assertThrows(domainError) { try await self.sut.changePin(oldPin: "135790", newPin: "246813") }
        }
    }

    // MARK: The date of the last change

    func testTheDateOfTheLastChangeIsReadFromTheSecureStore() async throws {
        keyChain.pinChangedAtResult = .success(changeDate)

        let date = try await sut.pinChangedAt()

        XCTAssertEqual(date, changeDate)
    }

    func testNoStoredDateMeansNeverChanged() async throws {
        keyChain.pinChangedAtResult = .success(nil)

        let date = try await sut.pinChangedAt()

        XCTAssertNil(date)
    }

    func testTheDateOfAChangeIsStoredInTheSecureStore() async throws {
        try await sut.setPinChangedAt(changeDate)

        XCTAssertEqual(keyChain.setPinChangedAtReceivedArguments, [changeDate])
    }

    func testSecureStoreFailuresAreStorageFailures() async {
        keyChain.pinChangedAtResult = .failure(DiskFailure())
        keyChain.setPinChangedAtResult = .failure(DiskFailure())

        await assertThrows(Errors.storageFailure) { _ = try await self.sut.pinChangedAt() }
        await assertThrows(Errors.storageFailure) { try await self.sut.setPinChangedAt(changeDate) }
    }
}
