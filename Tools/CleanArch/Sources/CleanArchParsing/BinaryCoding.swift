/// A value the parse cache stores in its compact binary format.
protocol BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure)
    func write(to writer: inout BinaryWriter)
}

/// Appends values: varints, fixed 64-bit words, and strings interned on first use.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []
    private var stringIndices: [String: Int] = [:]

    mutating func write(_ value: some BinaryCodable) {
        value.write(to: &self)
    }

    mutating func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func writeWord(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Length, then the bytes as they are.
    mutating func writeBlob(_ blob: [UInt8]) {
        writeVarint(UInt64(blob.count))
        bytes.append(contentsOf: blob)
    }

    /// `0, length, UTF-8` the first time; `1 + index` after.
    mutating func writeString(_ string: String) {
        if let index = stringIndices[string] {
            writeVarint(UInt64(index + 1))
            return
        }
        stringIndices[string] = stringIndices.count
        writeVarint(0)
        writeVarint(UInt64(string.utf8.count))
        bytes.append(contentsOf: string.utf8)
    }
}

/// Reads what `BinaryWriter` wrote; any inconsistency is a `Failure`, never a crash.
struct BinaryReader {
    struct Failure: Error {}

    private let bytes: [UInt8]
    private var offset = 0
    private var strings: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func read<Value: BinaryCodable>(_: Value.Type = Value.self) throws(Failure) -> Value {
        try Value(from: &self)
    }

    mutating func readVarint() throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            guard offset < bytes.count else { throw Failure() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
        }
        throw Failure()
    }

    mutating func readWord() throws(Failure) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw Failure() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return value
    }

    mutating func readBlob() throws(Failure) -> [UInt8] {
        let length = try readVarint()
        guard length <= UInt64(bytes.count - offset) else { throw Failure() }
        defer { offset += Int(length) }
        return Array(bytes[offset..<(offset + Int(length))])
    }

    mutating func readString() throws(Failure) -> String {
        let tag = try readVarint()
        if tag > 0 {
            guard tag <= strings.count else { throw Failure() }
            return strings[Int(tag - 1)]
        }
        let length = try readVarint()
        guard length <= UInt64(bytes.count - offset) else { throw Failure() }
        let string = String(decoding: bytes[offset..<(offset + Int(length))], as: UTF8.self)
        offset += Int(length)
        strings.append(string)
        return string
    }
}

extension String: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) { self = try reader.readString() }
    func write(to writer: inout BinaryWriter) { writer.writeString(self) }
}

extension Int: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) { self = Int(truncatingIfNeeded: try reader.readVarint()) }
    func write(to writer: inout BinaryWriter) { writer.writeVarint(UInt64(truncatingIfNeeded: self)) }
}

extension UInt64: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) { self = try reader.readWord() }
    func write(to writer: inout BinaryWriter) { writer.writeWord(self) }
}

extension Bool: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        switch try reader.readVarint() {
        case 0: self = false
        case 1: self = true
        default: throw BinaryReader.Failure()
        }
    }

    func write(to writer: inout BinaryWriter) { writer.writeVarint(self ? 1 : 0) }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self = try reader.read(Bool.self) ? try reader.read(Wrapped.self) : nil
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(self != nil)
        if let self { writer.write(self) }
    }
}

extension Array: BinaryCodable where Element: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let count = try reader.readVarint()
        self = []
        for _ in 0..<count { append(try reader.read(Element.self)) }
    }

    func write(to writer: inout BinaryWriter) {
        writer.writeVarint(UInt64(count))
        for element in self { writer.write(element) }
    }
}

/// Stored as its pairs sorted by key, so equal dictionaries write equal bytes.
extension Dictionary: BinaryCodable where Key: BinaryCodable & Comparable, Value: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let keys: [Key] = try reader.read()
        let values: [Value] = try reader.read()
        guard keys.count == values.count else { throw BinaryReader.Failure() }
        self = Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
    }

    func write(to writer: inout BinaryWriter) {
        let pairs = sorted { $0.key < $1.key }
        writer.write(pairs.map(\.key))
        writer.write(pairs.map(\.value))
    }
}

/// String-backed enums are stored by raw value, so reordering cases cannot corrupt a cache.
extension BinaryCodable where Self: RawRepresentable, RawValue == String {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        guard let value = Self(rawValue: try reader.readString()) else { throw BinaryReader.Failure() }
        self = value
    }

    func write(to writer: inout BinaryWriter) { writer.writeString(rawValue) }
}
