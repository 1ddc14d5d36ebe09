import Foundation
import NIOCore
import NIOPosix
import PayRedLaunch
import Synchronization

/// The scripted journey's (`payred-demo`) network between the app and the embedded gateway: a loopback TCP relay
/// that passes every byte both ways, and that can cut one connection for real. Armed with
/// `cutNextTransferResponse()`, it lets the next `POST /v1/transfers` reach the gateway (which
/// commits the transfer) and closes the app's connection halfway through the answer, so the app
/// sees the dropped connection a phone sees when it loses the network at that moment.
final class DemoLink: GatewayRelay {
    /// Where the app reaches the gateway through the relay.
    let url: URL
    private let link: Link
    private let accepting: Task<Void, Never>

    private init(url: URL, link: Link, accepting: Task<Void, Never>) {
        self.url = url
        self.link = link
        self.accepting = accepting
    }

    /// Starts relaying from a free loopback port to `upstream` (an `http://host:port` URL).
    static func start(upstream: URL) async throws -> DemoLink {
        guard let host = upstream.host, let port = upstream.port else { throw DemoLinkError.notAnAddress(upstream) }
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        guard let localPort = server.channel.localAddress?.port, let url = URL(string: "http://127.0.0.1:\(localPort)") else {
            try? await server.channel.close()
            throw DemoLinkError.notAnAddress(upstream)
        }
        let link = Link(host: host, port: port)
        let accepting = Task<Void, Never> {
            _ = try? await withThrowingDiscardingTaskGroup { group in
                try await server.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask { await link.relay(connection) }
                    }
                }
            }
        }
        return DemoLink(url: url, link: link, accepting: accepting)
    }

    /// Makes the next transfer request reach the gateway and its response never reach the app.
    func cutNextTransferResponse() {
        link.arm()
    }

    /// Stops accepting connections and closes the open ones.
    func stop() async {
        accepting.cancel()
        await accepting.value
    }
}

/// What the relay does with each connection the app opens.
private final class Link: Sendable {
    let host: String
    let port: Int
    /// Whether the next transfer's response is to be lost; taken by the connection that carries it.
    private let armed = Latch()

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Makes the next transfer's response be lost.
    func arm() {
        armed.set()
    }

    /// Whether `request` (the first bytes of a request) is the transfer whose response is to be
    /// lost; disarms when it is.
    private func takesCut(_ request: ByteBuffer) -> Bool {
        String(buffer: request).hasPrefix("POST /v1/transfers") && armed.take()
    }

    /// Relays `client` to the gateway until either side closes; a connection carrying the armed
    /// transfer is closed when the gateway starts answering, without passing the answer on.
    func relay(_ client: NIOAsyncChannel<ByteBuffer, ByteBuffer>) async {
        do {
            let upstream = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: host, port: port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                    }
                }
            try await client.executeThenClose { fromApp, toApp in
                try await upstream.executeThenClose { fromGateway, toGateway in
                    let losesAnswer = Latch()
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for try await bytes in fromApp {
                                if self.takesCut(bytes) { losesAnswer.set() }
                                try await toGateway.write(bytes)
                            }
                        }
                        group.addTask {
                            for try await bytes in fromGateway {
                                if losesAnswer.isSet {
                                    // The cut, the transfer committed: half the answer, then the
                                    // connection closes. (Nothing at all would make the HTTP client
                                    // send the request again by itself, as for a stale connection.)
                                    try await toApp.write(bytes.getSlice(at: bytes.readerIndex, length: bytes.readableBytes / 2) ?? bytes)
                                    return
                                }
                                try await toApp.write(bytes)
                            }
                        }
                        // Whichever side ends first ends the connection: closing both channels
                        // ends the other side's reading too.
                        try await group.next()
                        client.channel.close(promise: nil)
                        upstream.channel.close(promise: nil)
                    }
                }
            }
        } catch {
            // A refused or reset connection ends only that connection; the app sees it as such.
        }
    }
}

/// A flag set once and read or taken from any thread.
private final class Latch: Sendable {
    private let value = Mutex(false)

    /// Whether it is set.
    var isSet: Bool { value.withLock { $0 } }

    /// Sets it.
    func set() {
        value.withLock { $0 = true }
    }

    /// Whether it was set, leaving it unset.
    func take() -> Bool {
        value.withLock { value in
            defer { value = false }
            return value
        }
    }
}

/// Why the demo's relay could not start.
enum DemoLinkError: Error, CustomStringConvertible {
    /// The gateway's URL has no host and port to relay to.
    case notAnAddress(URL)

    var description: String {
        switch self {
        case .notAnAddress(let url): "The demo cannot relay to \(url): it needs a host and a port."
        }
    }
}
