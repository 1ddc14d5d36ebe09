/// Writes PNG files (ISO/IEC 15948): truecolour, 8 bits per channel, unfiltered scanlines
/// in uncompressed zlib blocks. Plain, but every decoder reads it.
enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `image`.
    static func encode(_ image: RGBImage) -> [UInt8] {
        let header = UInt32(image.width).bigEndianBytes + UInt32(image.height).bigEndianBytes
            + [8, 2, 0, 0, 0]  // bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace
        return signature
            + chunk("IHDR", header)
            + chunk("IDAT", ZlibStoredStream.encode(scanlines(of: image)))
            + chunk("IEND", [])
    }

    /// Each row of pixels behind filter type 0 (none).
    private static func scanlines(of image: RGBImage) -> [UInt8] {
        let rowLength = image.width * 3
        return stride(from: 0, to: image.pixels.count, by: rowLength).flatMap { start in
            [0] + image.pixels[start..<start + rowLength]
        }
    }

    /// Length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return UInt32(data.count).bigEndianBytes + typeAndData + CRC32.checksum(typeAndData).bigEndianBytes
    }
}
