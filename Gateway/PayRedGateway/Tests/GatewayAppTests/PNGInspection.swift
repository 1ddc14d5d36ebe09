@testable import GatewayApp
import XCTest

/// Reads a PNG file as a strict decoder would, independently of the encoder, so tests can
/// check its structure: signature, chunk CRCs, the header and the stored zlib blocks.
struct PNGInspection {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    enum Failure: Error {
        case badSignature, truncated, badCRC(String), badZlibHeader, notStored, badLength, badAdler32
    }

    let chunks: [Chunk]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.badSignature }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Failure.truncated }
            let length = Int(Self.bigEndian32(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw Failure.truncated }
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard CRC32.checksum(typeAndData) == Self.bigEndian32(bytes, at: offset + 8 + length) else {
                throw Failure.badCRC(type)
            }
            chunks.append(Chunk(type: type, data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    /// IHDR's fields: width, height, bit depth, colour type, compression, filter, interlace.
    var header: (width: UInt32, height: UInt32, rest: [UInt8])? {
        guard let data = chunks.first(where: { $0.type == "IHDR" })?.data, data.count == 13 else { return nil }
        return (Self.bigEndian32(data, at: 0), Self.bigEndian32(data, at: 4), Array(data[8...]))
    }

    /// The IDAT chunks' zlib stream, inflated (stored blocks only) and checked against its Adler-32.
    func imageData() throws -> [UInt8] {
        try Self.inflateStored(chunks.filter { $0.type == "IDAT" }.flatMap(\.data)).data
    }

    /// Inflates a zlib stream made of stored deflate blocks; also returns how many blocks it had.
    static func inflateStored(_ stream: [UInt8]) throws -> (data: [UInt8], blocks: Int) {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Failure.badZlibHeader
        }
        var data: [UInt8] = []
        var offset = 2
        var blocks = 0
        var isFinal = false
        while !isFinal {
            guard offset + 5 <= stream.count else { throw Failure.truncated }
            isFinal = stream[offset] & 1 == 1
            guard (stream[offset] >> 1) & 0b11 == 0 else { throw Failure.notStored }
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length == complement ^ 0xFFFF, offset + 5 + length <= stream.count else { throw Failure.badLength }
            data += stream[offset + 5..<offset + 5 + length]
            offset += 5 + length
            blocks += 1
        }
        guard stream.count == offset + 4, bigEndian32(stream, at: offset) == Adler32.checksum(data) else {
            throw Failure.badAdler32
        }
        return (data, blocks)
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
