import Foundation
import MainAppCoordinatorAPI
import NIOCore
import NIOPosix

/// The running app's door for links: a Unix socket in the data directory (`payred.sock`, readable
/// and writable by its owner only) where `payred open URL` writes one line, the link, and reads
/// one line back: `opened`, `waiting: …` or `refused: …`.
public final class LinkSocket: Sendable {
    /// The socket's file name in the data directory.
    public static let fileName = "payred.sock"
    /// The longest line taken: a link is at most 2,048 characters, percent-encoded.
    static let maximumLine = 8_192

    private let channel: any Channel

    private init(channel: any Channel) {
        self.channel = channel
    }

    /// The socket's path for `dataDirectory`.
    public static func path(in dataDirectory: URL) -> String {
        dataDirectory.appendingPathComponent(fileName).path
    }

    /// Listens in `dataDirectory`, handing each link to `open` on the main actor. A socket file
    /// left by an app that is gone is replaced.
    public static func listen(in dataDirectory: URL, open: @escaping @MainActor @Sendable (String) async -> DeepLinkOutcome) async throws -> LinkSocket {
        let path = path(in: dataDirectory)
        try? FileManager.default.removeItem(atPath: path)
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(unixDomainSocketPath: path) { channel in
                channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
            }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let listener = LinkSocket(channel: server.channel)
        Task {
            try? await server.executeThenClose { connections in
                for try await connection in connections {
                    Task { await serve(connection, open: open) }
                }
            }
        }
        return listener
    }

    /// Stops listening and removes the socket file.
    public func close(in dataDirectory: URL) async {
        try? await channel.close()
        try? FileManager.default.removeItem(atPath: Self.path(in: dataDirectory))
    }

    /// Reads one link from `connection`, opens it and answers how that went.
    private static func serve(
        _ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>,
        open: @escaping @MainActor @Sendable (String) async -> DeepLinkOutcome
    ) async {
        try? await connection.executeThenClose { inbound, outbound in
            let link = try await firstLine(of: inbound)
            let answer = switch await open(link) {
            case .opened: "opened"
            case .waitingForSignIn: "waiting: \(Strings.DI.Links.waiting)"
            case .refused(let reason): "refused: \(reason)"
            }
            try await outbound.write(ByteBuffer(string: answer + "\n"))
        }
    }

    /// The text before the first line feed `inbound` sends (or before it ends), at most `maximumLine` bytes.
    private static func firstLine(of inbound: NIOAsyncChannelInboundStream<ByteBuffer>) async throws -> String {
        var line = Data()
        for try await buffer in inbound {
            line.append(contentsOf: buffer.readableBytesView)
            if line.contains(UInt8(ascii: "\n")) || line.count > maximumLine { break }
        }
        return String(decoding: line.prefix { $0 != UInt8(ascii: "\n") }.prefix(maximumLine), as: UTF8.self)
    }

    /// Sends `link` to the app listening in `dataDirectory` and returns its answer; nil when no
    /// app listens there.
    public static func send(_ link: String, in dataDirectory: URL) async -> String? {
        let path = path(in: dataDirectory)
        do {
            let client = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(unixDomainSocketPath: path) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            return try await client.executeThenClose { inbound, outbound in
                try await outbound.write(ByteBuffer(string: link.replacingOccurrences(of: "\n", with: " ") + "\n"))
                return try await firstLine(of: inbound)
            }
        } catch {
            return nil
        }
    }
}
