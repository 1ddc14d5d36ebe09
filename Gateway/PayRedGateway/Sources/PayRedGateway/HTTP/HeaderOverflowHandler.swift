import NIOCore
import NIOHTTP1

/// Answers request headers over the parser's limits (80 KiB, 1,000 fields) with `431 Request
/// Header Fields Too Large` in the error envelope and closes the connection, where the server
/// would drop it. It sits after the HTTP/1 decoder, so it sees the parser's error first.
final class HeaderOverflowHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard case .headerOverflow? = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        let body = ByteBuffer(
            string: #"{"error":{"code":"headers_too_large","message":"The request's header fields are too large."}}"#
        )
        let head = HTTPResponseHead(version: .http1_1, status: .requestHeaderFieldsTooLarge, headers: [
            "Content-Type": "application/json; charset=utf-8",
            "Content-Length": String(body.readableBytes),
            "Connection": "close",
            "Cache-Control": "no-store",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
