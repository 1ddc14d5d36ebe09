import CompressNIO
import Foundation
import NIOCore

/// Builds small PNG files for the tests: `rows` of pixel bytes, each row after its filter byte.
enum PNGFixture {
    static func png(width: Int, height: Int, colourType: UInt8, rows: [[UInt8]], palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> Data {
        var raw = ByteBuffer(bytes: rows.flatMap { $0 })
        let compressed = try! raw.compress(with: .zlib)  // swiftlint:disable:this force_try
        var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        bytes += chunk("IHDR", be32(width) + be32(height) + [8, colourType, 0, 0, 0])
        if let palette { bytes += chunk("PLTE", palette) }
        if let transparency { bytes += chunk("tRNS", transparency) }
        bytes += chunk("IDAT", Array(compressed.readableBytesView))
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    /// A 2×2 RGB picture: red, green / blue, white, rows filtered None then Sub.
    static let twoByTwo = png(width: 2, height: 2, colourType: 2, rows: [
        [0, 255, 0, 0, 0, 255, 0],
        [1, 0, 0, 255, 255, 255, 0],
    ])

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        be32(body.count) + Array(type.utf8) + body + [0, 0, 0, 0]
    }

    private static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
