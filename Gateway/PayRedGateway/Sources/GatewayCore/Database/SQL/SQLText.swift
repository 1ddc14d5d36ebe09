/// A statement with its arguments, written once for both engines: each interpolated value becomes
/// a `?` placeholder (numbered `$n` for PostgreSQL by its engine) and an argument, so no value is
/// ever spliced into the SQL text. `\(raw:)` splices trusted SQL (a fragment the dialect picks).
///
///     let statement: SQLText = "SELECT id FROM userEvent WHERE userId = \(userID) AND id > \(lastID)"
public struct SQLText: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The SQL, with `?` where each argument goes.
    public private(set) var sql: String
    /// The arguments, in the order of their placeholders.
    public private(set) var arguments: [SQLValue]

    public init(stringLiteral value: String) {
        sql = value
        arguments = []
    }

    public init(stringInterpolation: StringInterpolation) {
        sql = stringInterpolation.sql
        arguments = stringInterpolation.arguments
    }

    /// `lhs` followed by `rhs`, their arguments in order: a statement built from optional parts.
    public static func + (lhs: SQLText, rhs: SQLText) -> SQLText {
        var joined = lhs
        joined.sql += rhs.sql
        joined.arguments += rhs.arguments
        return joined
    }

    /// Builds the text and its arguments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var sql = ""
        var arguments: [SQLValue] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            sql.reserveCapacity(literalCapacity + interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            sql += literal
        }

        /// A value, bound as an argument.
        public mutating func appendInterpolation(_ value: some SQLBindable) {
            sql += "?"
            arguments.append(value.sqlValue)
        }

        /// A value that may be absent, bound as an argument (NULL when nil).
        public mutating func appendInterpolation<Value: SQLBindable>(_ value: Value?) {
            sql += "?"
            arguments.append(value.sqlValue)
        }

        /// Trusted SQL spliced as written: never a value from a request.
        public mutating func appendInterpolation(raw fragment: String) {
            sql += fragment
        }
    }
}
