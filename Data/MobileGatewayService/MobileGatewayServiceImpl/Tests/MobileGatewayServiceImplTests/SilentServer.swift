import Foundation
#if canImport(Glibc)
import Glibc
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
#else
import Darwin
private let streamSocketType = SOCK_STREAM
#endif

/// A loopback TCP server that takes connections and never answers: a gateway that hangs.
final class SilentServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    let baseURL: URL
    private let listener: Int32
    private let connections: AsyncStream<Int32>

    init() throws {
        let listener = socket(AF_INET, streamSocketType, 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        connections = stream
        // Blocking accepts run on their own thread, off the cooperative pool.
        Thread.detachNewThread { [listener] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return continuation.finish() }
                continuation.yield(connection)
            }
        }
    }

    /// Waits until a client has connected (its request then waits for an answer that never comes).
    func waitForConnection() async {
        for await _ in connections { return }
    }

    /// Stops listening; connections already taken stay open until the process ends.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
