import LiveEventsRepositoryAPI
import LiveEventsUseCaseAPI
import RemoteDataError
import Resolver

/// The LiveEventsRepository (blueprint §2.2): opens the gateway's event stream through the
/// remote data source and turns its frames and errors into the use case's.
public final class LiveEventsRepositoryImpl: Sendable {
    private let remoteData: any LiveEventsRepositoryRemoteDataProtocol

    /// Resolves the data source from the container (the registrar's path).
    public convenience init() {
        self.init(remoteData: Resolver.resolve(LiveEventsRepositoryRemoteDataProtocol.self))
    }

    /// Creates the repository over `remoteData` (the tests' path).
    public init(remoteData: any LiveEventsRepositoryRemoteDataProtocol) {
        self.remoteData = remoteData
    }
}

// MARK: - LiveEventsUseCaseRepositoryProtocol

extension LiveEventsRepositoryImpl: LiveEventsUseCaseRepositoryProtocol {
    public func events(after lastEventID: Int64?) -> AsyncThrowingStream<LiveEventsUseCaseNameSpace.StreamItem, any Error> {
        let frames = remoteData.eventStream(after: lastEventID)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await frame in frames {
                        continuation.yield(Self.item(frame))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: Self.error(error))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private static func item(_ frame: LiveEventsRepositoryNameSpace.FrameRemoteResult) -> LiveEventsUseCaseNameSpace.StreamItem {
        switch frame {
        case .ready(let lastEventID):
            .ready(lastEventID: lastEventID)
        case let .moneyReceived(id, minorUnits, currency, from, accountID):
            .event(id: id, event: .moneyReceived(.init(minorUnits: minorUnits, currency: currency, senderName: from, accountID: accountID)))
        case let .cardChanged(id, cardID, frozen):
            .event(id: id, event: .cardChanged(cardID: cardID, frozen: frozen))
        case let .notificationsChanged(id, unread):
            .event(id: id, event: .notificationsChanged(unread: unread))
        case .unknown(let id, _):
            .event(id: id, event: nil)
        }
    }

    /// A remote failure as the use case's error: only an ended sign-in is final.
    private static func error(_ error: any Error) -> LiveEventsUseCaseNameSpace.Errors {
        error as? RemoteDataError == .sessionExpired ? .sessionExpired : .networkUnavailable
    }
}
