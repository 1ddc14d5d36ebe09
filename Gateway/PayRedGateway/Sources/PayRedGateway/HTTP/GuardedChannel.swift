import HummingbirdCore
import Logging
import NIOCore

/// The gateway's connections: `inner` (HTTP/1 with the event stream's WebSocket upgrade), with
/// guards in front of it that the upgrade pipeline has no place for until a request head is
/// read: the first-answer timeout, and the 431 answer to oversized headers.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    let inner: Inner
    let firstAnswerTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(FirstAnswerTimeoutHandler(timeout: firstAnswerTimeout), position: .first)
            try channel.pipeline.syncOperations.addHandler(HeaderOverflowHandler())
            return value
        }
    }

    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
