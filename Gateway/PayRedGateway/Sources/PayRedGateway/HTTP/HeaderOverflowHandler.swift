import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers request headers over the parser's limits (80 KiB, 1,000 fields) with `431 Request
/// Header Fields Too Large` in the error envelope and closes the connection, where Hummingbird
/// would send a bare 400. It sits after the HTTP codec, so it sees the parser's error first.
final class HeaderOverflowHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard case .headerOverflow? = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        let body = ByteBuffer(
            string: #"{"error":{"code":"headers_too_large","message":"The request's header fields are too large."}}"#
        )
        let head = HTTPResponse(status: .requestHeaderFieldsTooLarge, headerFields: [
            .contentType: "application/json; charset=utf-8",
            .contentLength: String(body.readableBytes),
            .connection: "close",
            .cacheControl: "no-store",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
