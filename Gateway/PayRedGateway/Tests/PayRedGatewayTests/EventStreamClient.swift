import Foundation
import HTTPTypes
import HummingbirdWSClient
import Logging

/// A test's WebSocket connection to `/v1/events`: hands each text frame to the test, and closes
/// when the test has seen what it waited for.
final class EventStreamClient: Sendable {
    private let frames: AsyncStream<String>
    private let task: Task<Void, any Error>

    /// Connects as `token`, resuming after `after` when given.
    init(port: Int, token: String, after: Int64? = nil) {
        let (frames, continuation) = AsyncStream.makeStream(of: String.self)
        self.frames = frames
        let query = after.map { "?after=\($0)" } ?? ""
        task = Task {
            defer { continuation.finish() }
            try await WebSocketClient.connect(
                url: "ws://127.0.0.1:\(port)/v1/events\(query)",
                configuration: .init(additionalHeaders: [.authorization: "Bearer \(token)"]),
                logger: Logger(label: "test.events")
            ) { inbound, _, _ in
                for try await message in inbound.messages(maxSize: 1 << 16) {
                    if case .text(let text) = message { continuation.yield(text) }
                }
            }
        }
    }

    /// The frames received until one contains `marker` (that one included); nil when the
    /// connection ended first.
    func frames(through marker: String) async -> [String]? {
        var seen: [String] = []
        for await frame in frames {
            seen.append(frame)
            if frame.contains(marker) { return seen }
        }
        return nil
    }

    /// Drops the connection.
    func close() async {
        task.cancel()
        _ = await task.result
    }

    /// Waits until the server has ended the connection; the frames it sent meanwhile.
    func untilClosed() async -> [String] {
        var seen: [String] = []
        for await frame in frames { seen.append(frame) }
        return seen
    }
}
