import AuthenticationFlowRepositoryAPI
import Foundation
import XCTest

@testable import KeyChainDataImpl

/// The secure store as the PIN change's data source: the date of the last change on this device,
/// kept across relaunches, encrypted at rest, and forgotten with the other secrets at logout.
final class KeyChainDataChangeAppPinTests: XCTestCase {
    /// 2026-11-23 12:00:00 UTC, with a fraction of a second that must survive too.
    private let changedAt = Date(timeIntervalSince1970: 1_795_435_200.25)

    func testThePinWasNeverChangedOnAFreshDevice() async throws {
        let temporary = try TemporaryStore(self)

        let date = try await temporary.store.pinChangedAt()

        XCTAssertNil(date)
    }

    func testTheDateOfTheLastChangeSurvivesARelaunch() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.setPinChangedAt(changedAt)

        let read = try await temporary.reopened().pinChangedAt()

        XCTAssertEqual(read, changedAt)
    }

    func testALaterChangeReplacesTheDate() async throws {
        let temporary = try TemporaryStore(self)
        let later = changedAt.addingTimeInterval(86_400)
        try await temporary.store.setPinChangedAt(changedAt)
        try await temporary.store.setPinChangedAt(later)

        let read = try await temporary.store.pinChangedAt()

        XCTAssertEqual(read, later)
    }

    func testTheDateIsSealedInItsOwnOwnerOnlyFile() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.setPinChangedAt(changedAt)

        let file = temporary.secretFile(for: KeyChainDataImpl.pinChangeAccount)
        let contents = try Data(contentsOf: file)
        XCTAssertNil(contents.range(of: Data("changedAt".utf8)), "the file holds no plain JSON")
        XCTAssertEqual(try temporary.permissions(of: file), 0o600)
    }

    func testLoggingOutForgetsTheDate() async throws {
        let temporary = try TemporaryStore(self)
        try await temporary.store.setPinChangedAt(changedAt)
        let wiper: any AuthenticationFlowRepositoryKeyChainDataProtocol = temporary.store

        _ = try await wiper.deleteAllSecrets()

        let read = try await temporary.reopened().pinChangedAt()
        XCTAssertNil(read)
    }
}
