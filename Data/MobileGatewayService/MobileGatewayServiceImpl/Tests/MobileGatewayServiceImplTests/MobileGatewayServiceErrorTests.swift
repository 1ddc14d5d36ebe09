import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CardsTabRepositoryAPI
import LockRepositoryAPI
import LoginRepositoryAPI
import MobileGatewayServiceImpl
import PayeesRepositoryAPI
import RemoteDataError
import UpdateAppRepositoryAPI
import UserSessionAPI
import UserSessionAPITestDoubles
import XCTest

/// One gateway answer is one `RemoteDataError`, whichever feature's call met it: the failure is
/// mapped once, at the data boundary, so no feature can see it as another.
final class MobileGatewayServiceErrorTests: XCTestCase {
    /// Calls of five features: public and signed-in, reads and changes.
    private static let calls: [(name: String, call: @Sendable (MobileGatewayServiceImpl) async throws -> Void)] = [
        ("login", { _ = try await $0.login(email: "demo@payred.app") }),
        ("unlock", { _ = try await $0.unlock(email: "demo@payred.app", pin: "123456") }),
        ("appVersions", { _ = try await $0.appVersions() }),
        ("cards", { _ = try await $0.cards() }),
        ("savePayee", { _ = try await $0.savePayee(name: "Ada", iban: "DE89370400440532013000") }),
    ]

    func testEveryCallMeetsTheSameErrorForTheSameAnswer() async {
        let until = "2026-11-28T10:00:00Z"
        let answers: [(status: Int, body: String, expected: RemoteDataError)] = [
            (400, #"{"error":{"code":"invalid_name","message":"Give a name."}}"#, .rejected(code: "invalid_name", message: "Give a name.")),
            (423, #"{"error":{"code":"account_locked","message":"Locked.","lockedUntil":"\#(until)"}}"#, .locked(until: Date(timeIntervalSince1970: 1_795_860_000))),
            (401, #"{"error":{"code":"invalid_pin","message":"Wrong.","attemptsLeft":"2"}}"#, .wrongSecret(attemptsLeft: 2)),
            (200, "not json", .invalidResponse),
            (500, "", .rejected(code: "http_500", message: HTTPURLResponse.localizedString(forStatusCode: 500))),
        ]
        for answer in answers {
            for (name, call) in Self.calls {
                let service = Self.service(http: RecordingHTTPSession(status: answer.status, body: answer.body))
                await assertThrows(answer.expected, "\(name) answered \(answer.status)") { try await call(service) }
            }
        }
    }

    func testAnUnreachableGatewayIsNetworkUnavailableForEveryCall() async {
        for (name, call) in Self.calls {
            let service = Self.service(http: RecordingHTTPSession(failingWith: URLError(.cannotConnectToHost)))
            await assertThrows(.networkUnavailable, name) { try await call(service) }
        }
    }

    func testASignedInCallWithoutASessionIsSessionExpiredNeverAnotherError() async {
        let service = MobileGatewayServiceImpl(
            baseURL: URL(string: "http://127.0.0.1:9")!,
            session: RecordingHTTPSession(status: 200, body: "{}")
        )
        await assertThrows(.sessionExpired, "cards") { _ = try await service.cards() }
        await assertThrows(.sessionExpired, "savePayee") { _ = try await service.savePayee(name: "Ada", iban: "DE89370400440532013000") }
    }

    /// A service answering every request with `http`, signed in with tokens the gateway never refuses here.
    private static func service(http: RecordingHTTPSession) -> MobileGatewayServiceImpl {
        let session = UserSessionStub()
        session.currentTokensResult = .init(accessToken: "access", refreshToken: "refresh")
        return MobileGatewayServiceImpl(baseURL: URL(string: "http://127.0.0.1:9")!, userSession: session, session: http)
    }

    private func assertThrows(
        _ expected: RemoteDataError,
        _ message: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () async throws -> Void
    ) async {
        do {
            try await body()
            XCTFail("\(message): expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? RemoteDataError, expected, message, file: file, line: line)
        }
    }
}
