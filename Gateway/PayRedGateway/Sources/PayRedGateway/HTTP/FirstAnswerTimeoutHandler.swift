import NIOCore

/// Closes a connection that gets no answer within `timeout` of opening: a client that never
/// finishes its first request head (slowloris). The server's first write (an answer, or the
/// switch to a WebSocket) removes it; from then on the HTTP idle timeout or the WebSocket's pings
/// watch the connection.
final class FirstAnswerTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard timer != nil else { return }
        timer?.cancel()
        timer = nil
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
