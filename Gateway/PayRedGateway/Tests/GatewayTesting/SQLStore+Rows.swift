import GatewayCore
import GRDB

extension SQLStore {
    /// The rows `statement` returns, read in a transaction of their own: a test's way to look at
    /// what a route stored. (GRDB rows cannot leave a transaction's closure, so they come out as
    /// their values and are made rows again.)
    public func rows(_ statement: SQLText) async throws -> [Row] {
        try await read { session in
            try session.rows(statement).map { row in row.map { ($0, $1) } }
        }.map { columns in Row(Dictionary(columns, uniquingKeysWith: { first, _ in first })) }
    }
}
