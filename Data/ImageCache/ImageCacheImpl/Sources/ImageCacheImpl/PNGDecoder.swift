import CompressNIO
import ImageCacheAPI
import NIOCore

/// Decodes PNG files (ISO/IEC 15948) to RGBA pixels: 8-bit greyscale, grey with alpha, RGB, RGBA
/// and palette images, not interlaced. The image data is inflated by the system zlib (CompressNIO).
enum PNGDecoder {
    /// Why a file could not be read.
    enum Failure: Error, Equatable {
        case notPNG, unsupported(String), corrupt(String)
    }

    /// The largest picture accepted, in pixels per side, so a hostile file cannot exhaust memory.
    static let maxSide = 4_096
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The pixels of the PNG file `bytes`.
    static func decode(_ bytes: [UInt8]) throws -> ImageCacheNameSpace.Image {
        guard bytes.starts(with: signature) else { throw Failure.notPNG }
        let chunks = try PNGChunks(bytes: bytes.dropFirst(signature.count))
        let header = try PNGHeader(chunks.header)
        let raw = try inflate(chunks.imageData, expected: header.rawSize)
        let rows = try PNGUnfilter.rows(raw, header: header)
        return ImageCacheNameSpace.Image(width: header.width, height: header.height, rgba: try header.rgba(from: rows, palette: chunks.palette, transparency: chunks.transparency))
    }

    /// The zlib stream `data` inflated; it must hold exactly `expected` bytes.
    private static func inflate(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        var input = ByteBuffer(bytes: data)
        var output = ByteBufferAllocator().buffer(capacity: expected)
        do {
            try input.decompress(to: &output, with: .zlib)
        } catch {
            throw Failure.corrupt("the image data does not inflate: \(error)")
        }
        guard output.readableBytes == expected, let bytes = output.readBytes(length: expected) else {
            throw Failure.corrupt("the image data has \(output.readableBytes) bytes, not \(expected)")
        }
        return bytes
    }
}
