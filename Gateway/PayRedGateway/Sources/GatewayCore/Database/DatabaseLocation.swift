import Foundation

/// Where the gateway keeps its data, as `--database` or `PAYRED_DATABASE_URL` names it: nothing
/// (memory), a SQLite file path, or a `postgres://` URL. Anything else that looks like a URL is
/// refused rather than taken for a file name.
public enum DatabaseLocation: Equatable, Sendable, CustomStringConvertible {
    /// In memory: the data ends with the process.
    case memory
    /// A SQLite file, created if missing.
    case sqliteFile(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresAddress)

    /// A PostgreSQL server and database, from `postgres://user[:password]@host[:port]/database`.
    public struct PostgresAddress: Equatable, Sendable {
        public let host: String
        public let port: Int
        public let user: String
        public let password: String?
        public let database: String

        public init(host: String, port: Int, user: String, password: String?, database: String) {
            self.host = host
            self.port = port
            self.user = user
            self.password = password
            self.database = database
        }
    }

    /// Why a `--database` value names no place the gateway can keep its data.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The location `value` names; nil or empty is memory.
    /// - Throws: `Invalid` for a URL that is not `postgres://` (or `postgresql://`) or lacks its
    ///   user, host or database, so that `postgres:/x` never becomes a file named `postgres:`.
    public init(_ value: String?) throws(Invalid) {
        guard let value, !value.isEmpty else {
            self = .memory
            return
        }
        guard let scheme = Self.scheme(of: value) else {
            self = .sqliteFile(path: value)
            return
        }
        guard ["postgres", "postgresql"].contains(scheme.lowercased()) else {
            throw Invalid(description: "\(Self.masked(value)) is neither a file path nor a supported URL: give a SQLite file path, or postgres://user@host:port/database.")
        }
        guard value.dropFirst(scheme.count + 1).hasPrefix("//"), let url = URLComponents(string: value),
              let user = url.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty,
              let host = url.host, !host.isEmpty
        else {
            throw Invalid(description: "\(Self.masked(value)) is not a PostgreSQL URL the gateway can use: write postgres://user@host:port/database.")
        }
        let database = String(url.path.dropFirst())
        guard !database.isEmpty, !database.contains("/") else {
            throw Invalid(description: "\(Self.masked(value)) names no database: write postgres://user@host:port/database.")
        }
        guard (url.query ?? "").isEmpty, url.fragment == nil else {
            throw Invalid(description: "\(Self.masked(value)) has options the gateway does not read: write postgres://user@host:port/database.")
        }
        let port = url.port ?? 5432
        guard (1...65_535).contains(port) else {
            throw Invalid(description: "\(Self.masked(value)) has no valid port (1-65535).")
        }
        self = .postgres(PostgresAddress(
            host: host, port: port, user: user, password: url.password?.removingPercentEncoding, database: database
        ))
    }

    /// The location for a message or a log: a PostgreSQL password never shows.
    public var description: String {
        switch self {
        case .memory: "memory"
        case .sqliteFile(let path): path
        case .postgres(let address): "postgres://\(address.user)@\(address.host):\(address.port)/\(address.database)"
        }
    }

    /// The scheme `value` starts with (`letters:`), if it looks like a URL rather than a path.
    private static func scheme(of value: String) -> Substring? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let scheme = value[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme
    }

    /// `value` with anything between `:` and `@` after the scheme's `//` (a password) hidden.
    private static func masked(_ value: String) -> String {
        value.replacing(/(\/\/[^\/@:]*):[^\/@]*@/) { "\($0.output.1):***@" }
    }
}
