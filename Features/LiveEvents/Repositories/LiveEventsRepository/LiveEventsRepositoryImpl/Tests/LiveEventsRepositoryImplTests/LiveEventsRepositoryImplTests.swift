import LiveEventsRepositoryAPI
import LiveEventsRepositoryAPITestDoubles
import LiveEventsRepositoryImpl
import LiveEventsUseCaseAPI
import RemoteDataError
import XCTest

/// The gateway's frames as the use case's stream items, and its failures as the use case's errors.
final class LiveEventsRepositoryImplTests: XCTestCase {
    private typealias Frame = LiveEventsRepositoryNameSpace.FrameRemoteResult

    private func items(
        of frames: [Frame],
        endingWith failure: RemoteDataError? = nil
    ) async -> (items: [LiveEventsUseCaseNameSpace.StreamItem], error: (any Error)?) {
        let remote = LiveEventsRepositoryRemoteDataStub()
        remote.onEventStream = { _ in
            AsyncThrowingStream { continuation in
                frames.forEach { continuation.yield($0) }
                continuation.finish(throwing: failure)
            }
        }
        var items: [LiveEventsUseCaseNameSpace.StreamItem] = []
        do {
            for try await item in LiveEventsRepositoryImpl(remoteData: remote).events(after: 5) {
                items.append(item)
            }
            XCTAssertEqual(remote.eventStreamReceivedArguments, [5])
            return (items, nil)
        } catch {
            return (items, error)
        }
    }

    func testEveryFrameBecomesAStreamItem() async {
        let (items, error) = await items(of: [
            .ready(lastEventID: 5),
            .moneyReceived(id: 6, minorUnits: 2_500, currency: "EUR", from: "Demo User", accountID: "acc_1"),
            .cardChanged(id: 7, cardID: "card_1", frozen: true),
            .notificationsChanged(id: 8, unread: 3),
            .unknown(id: 9, type: "statement.ready"),
        ])
        XCTAssertNil(error)
        XCTAssertEqual(items, [
            .ready(lastEventID: 5),
            .event(id: 6, event: .moneyReceived(.init(minorUnits: 2_500, currency: "EUR", senderName: "Demo User", accountID: "acc_1"))),
            .event(id: 7, event: .cardChanged(cardID: "card_1", frozen: true)),
            .event(id: 8, event: .notificationsChanged(unread: 3)),
            .event(id: 9, event: nil),
        ])
    }

    func testOnlyAnEndedSignInIsFinal() async {
        let expired = await items(of: [.ready(lastEventID: 5)], endingWith: .sessionExpired)
        XCTAssertEqual(expired.items, [.ready(lastEventID: 5)])
        XCTAssertEqual(expired.error as? LiveEventsUseCaseNameSpace.Errors, .sessionExpired)
        for failure in [RemoteDataError.networkUnavailable, .invalidResponse] {
            let dropped = await items(of: [], endingWith: failure)
            XCTAssertEqual(dropped.error as? LiveEventsUseCaseNameSpace.Errors, .networkUnavailable, "\(failure)")
        }
    }
}
