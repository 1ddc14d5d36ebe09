/// A zlib stream (RFC 1950) whose deflate data (RFC 1951) is made of *stored* blocks:
/// valid for every inflater, uncompressed, and small enough to write by hand.
enum ZlibStoredStream {
    /// The most bytes one stored block can hold (its length is 16 bits).
    static let maximumBlockSize = 65_535
    /// CMF `0x78` (deflate, 32 KiB window) and FLG `0x01`: no dictionary, and the pair is a multiple of 31.
    private static let header: [UInt8] = [0x78, 0x01]

    /// `data` wrapped as a zlib stream of stored blocks, with its Adler-32.
    static func encode(_ data: [UInt8]) -> [UInt8] {
        var stream = header
        var start = data.startIndex
        repeat {
            let end = min(start + maximumBlockSize, data.endIndex)
            let length = UInt16(end - start)
            stream.append(end == data.endIndex ? 0b001 : 0b000)  // BFINAL on the last block; BTYPE 00 (stored)
            stream += length.littleEndianBytes + (~length).littleEndianBytes
            stream += data[start..<end]
            start = end
        } while start < data.endIndex
        return stream + Adler32.checksum(data).bigEndianBytes
    }
}
