import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MobileGatewayServiceImpl
import XCTest

/// The real URLSession adapter: a refresh that gives up on its sibling requests when one fails
/// (what `async let` does) must never trap, whatever the timing.
final class URLSessionHTTPSessionTests: XCTestCase {
    func testCancellingRequestsWhileTheyFailNeverTraps() async {
        let session = URLSessionHTTPSession()
        // Nothing listens on loopback port 1: every request fails at once, as with a stopped gateway.
        let request = URLRequest(url: URL(string: "http://127.0.0.1:1/v1/accounts")!)
        var failures = 0
        for _ in 0..<200 {
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<3 {
                        group.addTask { _ = try await session.data(for: request) }
                    }
                    // The first failure cancels the others, while they are failing too.
                    try await group.next()
                }
            } catch {
                failures += 1
            }
        }
        XCTAssertEqual(failures, 200)
    }

    func testACancelledCallerStopsWaitingWithACancellationError() async {
        let session = URLSessionHTTPSession()
        let request = URLRequest(url: URL(string: "http://127.0.0.1:1/v1/accounts")!)
        let call = Task { try await session.data(for: request) }
        call.cancel()
        do {
            _ = try await call.value
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is CancellationError || error is URLError, "\(error)")
        }
    }
}
