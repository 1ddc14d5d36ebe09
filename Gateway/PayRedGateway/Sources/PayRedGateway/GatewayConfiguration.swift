/// How to run the gateway.
public struct GatewayConfiguration: Sendable {
    /// The address to bind, e.g. `127.0.0.1`.
    public var host: String
    /// The port to bind; 0 picks a free one.
    public var port: Int
    /// The SQLite file to use, created if missing; nil keeps the data in memory.
    public var databasePath: String?
    /// Whether to seed demo data into an empty database.
    public var demo: Bool

    /// Creates a configuration; the defaults bind an ephemeral loopback port in memory.
    public init(host: String = "127.0.0.1", port: Int = 0, databasePath: String? = nil, demo: Bool = false) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.demo = demo
    }
}
