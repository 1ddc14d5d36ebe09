import Foundation
import UserSessionAPI
import XCTest

@testable import KeyChainDataImpl

/// The secure store as the session's data source: the stored session, encrypted at rest.
final class KeyChainDataUserSessionTests: XCTestCase {
    func testNoStoredSessionAtFirst() async throws {
        let temporary = try TemporaryStore(self)
        let stored = try await temporary.store.loadStoredSession()
        XCTAssertNil(stored)
    }

    func testAStoredSessionSurvivesARelaunch() async throws {
        let temporary = try TemporaryStore(self)
        let session = UserSessionNameSpace.StoredSession(email: "demo@payred.app", refreshToken: "refresh-secret-123")
        _ = try await temporary.store.saveStoredSession(session)
        let reloaded = try await temporary.reopened().loadStoredSession()
        XCTAssertEqual(reloaded, session)
    }

    func testTheRefreshTokenIsNotReadableInAnyFile() async throws {
        let temporary = try TemporaryStore(self)
        _ = try await temporary.store.saveStoredSession(.init(email: "demo@payred.app", refreshToken: "refresh-secret-123"))
        for name in try temporary.fileNames() {
            let bytes = try Data(contentsOf: temporary.directory.appendingPathComponent(name))
            XCTAssertNil(bytes.range(of: Data("refresh-secret-123".utf8)), name)
            XCTAssertNil(bytes.range(of: Data("demo@payred.app".utf8)), name)
        }
    }

    func testDeletingForgetsTheStoredSession() async throws {
        let temporary = try TemporaryStore(self)
        _ = try await temporary.store.saveStoredSession(.init(email: "demo@payred.app", refreshToken: "r"))
        _ = try await temporary.store.deleteStoredSession()
        let stored = try await temporary.reopened().loadStoredSession()
        XCTAssertNil(stored)
    }
}
