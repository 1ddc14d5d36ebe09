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
import TestSupport
import UpdateAppRepositoryAPI
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
                let service = CannedGateway.signedIn(over: RecordingHTTPSession(status: answer.status, body: answer.body))
                await assertThrows(answer.expected, "\(name) answered \(answer.status)") { try await call(service) }
            }
        }
    }

    func testAnUnreachableGatewayIsNetworkUnavailableForEveryCall() async {
        for (name, call) in Self.calls {
            let service = CannedGateway.signedIn(over: RecordingHTTPSession(failingWith: URLError(.cannotConnectToHost)))
            await assertThrows(RemoteDataError.networkUnavailable, name) { try await call(service) }
        }
    }

    func testASignedInCallWithoutASessionIsSessionExpiredNeverAnotherError() async {
        let service = MobileGatewayServiceImpl(
            baseURL: CannedGateway.baseURL,
            session: RecordingHTTPSession(status: 200, body: "{}")
        )
        await assertThrows(RemoteDataError.sessionExpired, "cards") { _ = try await service.cards() }
        await assertThrows(RemoteDataError.sessionExpired, "savePayee") { _ = try await service.savePayee(name: "Ada", iban: "DE89370400440532013000") }
    }
}
