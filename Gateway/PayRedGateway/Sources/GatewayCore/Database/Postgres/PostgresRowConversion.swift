import Foundation
import GRDB
import NIOCore
import PostgresNIO

/// Values between the facade and PostgreSQL: arguments become typed binds, and a row becomes a
/// GRDB row holding what SQLite would hold (a flag as 0 or 1, a date to the millisecond, a sum as
/// an integer), so that records decode the same on both engines.
enum PostgresRowConversion {
    /// `arguments` as PostgreSQL binds; a date is cut to the millisecond, as SQLite stores it.
    static func bindings(_ arguments: [SQLValue]) -> PostgresBindings {
        var bindings = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument {
            case .null: bindings.appendNull()
            case .integer(let number): bindings.append(number)
            case .real(let number): bindings.append(number)
            case .text(let text): bindings.append(text)
            case .blob(let data): bindings.append(ByteBuffer(bytes: data))
            case .date(let date): bindings.append(Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1_000).rounded(.down) / 1_000))
            case .bool(let flag): bindings.append(flag)
            }
        }
        return bindings
    }

    /// `row` as a GRDB row, its columns named as PostgreSQL names them (GRDB looks names up
    /// case-insensitively, so `userId` finds `userid`).
    static func row(_ row: PostgresRow) throws -> Row {
        var columns: [String: DatabaseValue] = [:]
        for cell in row {
            columns[cell.columnName] = try value(of: cell)
        }
        return Row(columns)
    }

    /// Seconds from 1970 to PostgreSQL's epoch, 2000-01-01, in milliseconds.
    private static let epochMilliseconds: Int64 = 946_684_800_000

    /// A cell's value as SQLite would hold it.
    /// - Throws: `UnsupportedColumnType` for a type no statement of the gateway selects.
    private static func value(of cell: PostgresCell) throws -> DatabaseValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8, .oid:
            return try cell.decode(Int64.self).databaseValue
        case .bool:
            return (try cell.decode(Bool.self) ? 1 : 0 as Int64).databaseValue
        case .float4, .float8:
            return try cell.decode(Double.self).databaseValue
        case .text, .varchar, .name, .bpchar:
            return try cell.decode(String.self).databaseValue
        case .bytea:
            return try cell.decode(Data.self).databaseValue
        case .timestamptz, .timestamp:
            guard var bytes = cell.bytes, bytes.readableBytes == 8, let microseconds = bytes.readInteger(as: Int64.self) else {
                throw UnsupportedColumnType(column: cell.columnName, type: cell.dataType.description)
            }
            let milliseconds = epochMilliseconds + microseconds.dividedRoundingDown(by: 1_000)
            return (Double(milliseconds) / 1_000).databaseValue
        case .numeric:
            let number = "\(try cell.decode(Decimal.self))"
            if let integer = Int64(number) { return integer.databaseValue }
            guard let real = Double(number) else { throw UnsupportedColumnType(column: cell.columnName, type: "numeric \(number)") }
            return real.databaseValue
        default:
            throw UnsupportedColumnType(column: cell.columnName, type: cell.dataType.description)
        }
    }

    /// A column whose PostgreSQL type the facade does not map: a statement to fix, reported, never a trap.
    struct UnsupportedColumnType: Error, CustomStringConvertible {
        let column: String
        let type: String

        var description: String { "Column \(column) has PostgreSQL type \(type), which the gateway does not read." }
    }
}

extension Int64 {
    /// `self / divisor`, rounded towards minus infinity (a date before 2000 stays in its millisecond).
    fileprivate func dividedRoundingDown(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
