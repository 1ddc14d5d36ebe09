import Foundation
import HTTPTypes
import HummingbirdWSClient
import LiveEventsRepositoryAPI
import Logging
import RemoteDataError
import Synchronization

// MARK: - LiveEventsRepositoryRemoteDataProtocol

extension MobileGatewayServiceImpl: LiveEventsRepositoryRemoteDataProtocol {
    /// Opens `GET /v1/events` as a WebSocket with the session's access token. A refused upgrade is
    /// checked with a plain request, which renews the token when the gateway refused it; then the
    /// stream is opened once more. Money received also fires `moneyMovedPublisher`, a card changed
    /// `cardsChangedPublisher`, and the stream being live (its first frame, after a lock, a restart
    /// or a lost connection) all three change publishers; a `session.revoked` frame ends the
    /// session here and the stream with `sessionExpired`.
    public func eventStream(after lastEventID: Int64?) -> AsyncThrowingStream<LiveEventsRepositoryNameSpace.FrameRemoteResult, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await openEventStream(after: lastEventID, renewingOnce: true) { frame in
                        switch frame {
                        case .moneyReceived: self.noteMoneyMoved()
                        case .cardChanged: self.noteCardChanged()
                        case .ready: self.noteStreamLive()
                        case .notificationsChanged, .unknown: break
                        }
                        continuation.yield(frame)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Connects and hands each frame to `deliver` until the gateway closes the stream.
    private func openEventStream(
        after lastEventID: Int64?,
        renewingOnce: Bool,
        deliver: @escaping @Sendable (LiveEventsRepositoryNameSpace.FrameRemoteResult) -> Void
    ) async throws {
        guard let tokens = await userSession?.currentTokens() else {
            throw RemoteDataError.sessionExpired
        }
        let revoked = SignInEnded()
        do {
            try await WebSocketClient.connect(
                url: eventStreamURL(after: lastEventID),
                configuration: .init(additionalHeaders: [.authorization: "Bearer \(tokens.accessToken)"]),
                logger: Logger(label: "payred.events") { _ in SwiftLogNoOpLogHandler() }
            ) { inbound, _, _ in
                for try await message in inbound.messages(maxSize: 1 << 16) {
                    guard case .text(let text) = message else { continue }
                    switch try LiveEventsMapper.frame(text) {
                    case .frame(let frame): deliver(frame)
                    case .sessionRevoked: revoked.mark()
                    }
                }
            }
        } catch let error as WebSocketClientError where error == .webSocketUpgradeFailed && renewingOnce {
            try await checkEventStreamAccess()
            return try await openEventStream(after: lastEventID, renewingOnce: false, deliver: deliver)
        } catch let error as RemoteDataError {
            throw error
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw RemoteDataError.networkUnavailable
        }
        if revoked.happened {
            await userSession?.expire()
            throw RemoteDataError.sessionExpired
        }
    }

    /// Asks for the stream without an upgrade, which renews a refused access token: the gateway
    /// answers 426 to a live token.
    /// - Throws: `sessionExpired` when the sign-in cannot be renewed, `networkUnavailable` otherwise.
    private func checkEventStreamAccess() async throws {
        do {
            _ = try await authorizedGatewayRequest { try await $0.streamEvents().switchingProtocols }
        } catch MobileGatewayError.sessionExpired {
            throw RemoteDataError.sessionExpired
        } catch MobileGatewayError.http(status: 426, _, _) {
            return
        } catch {
            throw RemoteDataError.networkUnavailable
        }
    }
}

/// Remembers that the gateway said the sign-in ended.
private final class SignInEnded: Sendable {
    private let flag = Mutex(false)

    func mark() { flag.withLock { $0 = true } }

    var happened: Bool { flag.withLock { $0 } }
}
