/// Decodes raw terminal bytes into `Key`s, incrementally.
///
/// Bytes may arrive split across reads: an incomplete escape sequence or UTF-8 character is kept
/// until the next `feed`. A lone ESC at the end of a read is the Escape key. Unknown escape
/// sequences and unmapped control bytes are dropped.
///
/// Text between a bracketed paste's markers (`ESC [ 200 ~` … `ESC [ 201 ~`, DECSET 2004) is one
/// `.paste`, however many reads it spans and whatever it holds: a line break or a tab in it is
/// text, never Enter or Tab. Beyond `pasteLimit` bytes a paste is cut.
public struct KeyParser: Sendable {
    private static let esc: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The most bytes of one paste kept; far above any field's length.
    public static let pasteLimit = 64 * 1024
    private var pending: [UInt8] = []
    /// The bytes of a paste whose end marker has not arrived yet.
    private var paste: [UInt8]?

    /// Creates a parser with nothing buffered.
    public init() {}

    /// Decodes the keys completed by `bytes` (one read's worth of input).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = pending.startIndex
        reading: while index < pending.endIndex {
            if paste != nil {
                guard let end = collectPaste(from: &index) else { break }
                keys.append(end)
                continue
            }
            switch Self.decode(pending[index...]) {
            case .incomplete:
                break reading
            case .consumed(let key, let length):
                if let key { keys.append(key) }
                index += length
            case .pasteStarts(let length):
                paste = []
                index += length
            }
        }
        pending.removeFirst(index)
        if paste == nil, pending == [Self.esc] {
            pending.removeAll()
            keys.append(.escape)
        }
        return keys
    }

    /// Moves pasted bytes from `pending` (at `index`) into `paste`; returns the paste once its end
    /// marker is there, else keeps only what could be the start of the marker for the next read.
    private mutating func collectPaste(from index: inout Int) -> Key? {
        let rest = pending[index...]
        let end = rest.indices.first { rest[$0...].starts(with: Self.pasteEnd) }
        let take = end ?? max(index, pending.endIndex - (Self.pasteEnd.count - 1))
        let room = max(0, Self.pasteLimit - (paste?.count ?? 0))
        paste? += pending[index..<take].prefix(room)
        index = end.map { $0 + Self.pasteEnd.count } ?? take
        guard end != nil else { return nil }
        defer { paste = nil }
        return .paste(String(decoding: paste ?? [], as: UTF8.self))
    }

    private enum Step {
        /// `length` bytes were used, producing `key` (nil for ignored input).
        case consumed(Key?, length: Int)
        /// More bytes are needed.
        case incomplete
        /// `ESC [ 200 ~`, `length` bytes: a bracketed paste begins.
        case pasteStarts(length: Int)
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> Step {
        let first = bytes[bytes.startIndex]
        switch first {
        case esc: return decodeEscape(bytes)
        case 0x0D, 0x0A: return .consumed(.enter, length: 1)
        case 0x09: return .consumed(.tab, length: 1)
        case 0x08, 0x7F: return .consumed(.backspace, length: 1)
        case 0x01...0x1A: return .consumed(.ctrl(Character(Unicode.Scalar(first + 0x60))), length: 1)
        case 0x20...0x7E: return .consumed(.character(Character(Unicode.Scalar(first))), length: 1)
        case 0x80...: return decodeUTF8(bytes)
        default: return .consumed(nil, length: 1)
        }
    }

    /// ESC alone, ESC [ … (CSI) or ESC O x (SS3); ESC before anything else is Escape, the rest parsed after it.
    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return .incomplete }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            guard let final = bytes.dropFirst(2).firstIndex(where: { !(0x20...0x3F).contains($0) }) else {
                return .incomplete
            }
            guard (0x40...0x7E).contains(bytes[final]) else { return .consumed(nil, length: final - start) }
            let parameters = String(decoding: bytes[(start + 2)..<final], as: UTF8.self)
            if parameters == "200", bytes[final] == UInt8(ascii: "~") {
                return .pasteStarts(length: final - start + 1)
            }
            return .consumed(csiKey(final: bytes[final], parameters: parameters), length: final - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return .incomplete }
            return .consumed(csiKey(final: bytes[start + 2], parameters: ""), length: 3)
        default:
            return .consumed(.escape, length: 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        switch Character(Unicode.Scalar(final)) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "Z": .backTab
        case "P": .function(1)
        case "Q": .function(2)
        case "R": .function(3)
        case "S": .function(4)
        case "~": tildeKey(parameters.split(separator: ";").first.map(String.init) ?? "")
        default: nil
        }
    }

    /// `ESC [ n ~` keys (xterm and the Linux console).
    private static func tildeKey(_ code: String) -> Key? {
        switch code {
        case "1", "7": .home
        case "4", "8": .end
        case "3": .delete
        case "5": .pageUp
        case "6": .pageDown
        case "11": .function(1)
        case "12": .function(2)
        case "13": .function(3)
        case "14": .function(4)
        case "15": .function(5)
        case "17": .function(6)
        case "18": .function(7)
        case "19": .function(8)
        case "20": .function(9)
        case "21": .function(10)
        default: nil
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Step {
        let length = switch bytes[bytes.startIndex] {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return .consumed(nil, length: 1) }
        let continuation = bytes.dropFirst().prefix(length - 1)
        guard continuation.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return .consumed(nil, length: 1) }
        guard continuation.count == length - 1 else { return .incomplete }
        let scalar = String(decoding: bytes.prefix(length), as: UTF8.self)
        return .consumed(scalar.first.map(Key.character), length: length)
    }
}
