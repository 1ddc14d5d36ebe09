import NIOCore
import NIOPosix

/// A TCP connection to a live gateway that sends bytes as given, for what no HTTP client sends:
/// headers that never end, broken chunks. `received()` waits for the server to close it.
final class RawConnection: Sendable {
    private let channel: any Channel
    private let collector: Collector

    /// Connects to `host`:`port`.
    init(host: String, port: Int) async throws {
        let collector = Collector()
        channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) }
            }
            .connect(host: host, port: port)
            .get()
        self.collector = collector
    }

    /// Sends `text` as it is.
    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Everything the server sent, once it has closed the connection.
    func received() async throws -> String {
        try await collector.closed.get()
    }

    /// Gathers the bytes read until the channel goes inactive.
    private final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        private let promise = MultiThreadedEventLoopGroup.singleton.next().makePromise(of: String.self)
        // Touched only on the channel's event loop.
        nonisolated(unsafe) private var text = ""

        var closed: EventLoopFuture<String> { promise.futureResult }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            text += String(buffer: unwrapInboundIn(data))
        }

        func channelInactive(context: ChannelHandlerContext) {
            promise.succeed(text)
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
