/// The codeword sequence of a byte-mode segment in one version and level (ISO/IEC 18004 §7.4
/// and §7.6).
enum Codewords {
    /// The final sequence: the data codewords split into blocks (the shorter blocks first),
    /// then the blocks' data codewords interleaved, then their error-correction codewords
    /// interleaved. - Precondition: `bytes` fits (`version.byteCapacity(level)`).
    static func sequence(for bytes: [UInt8], version: QRVersion, level: ErrorCorrection) -> [UInt8] {
        let data = dataCodewords(for: bytes, version: version, level: level)
        let blockCount = version.blockCount(level)
        let errorCorrectionCount = version.errorCorrectionPerBlock(level)
        let shortBlockLength = version.dataCodewords(level) / blockCount
        let longBlockCount = version.dataCodewords(level) % blockCount
        var dataBlocks: [[UInt8]] = []
        var start = 0
        for block in 0..<blockCount {
            let length = shortBlockLength + (block >= blockCount - longBlockCount ? 1 : 0)
            dataBlocks.append(Array(data[start..<start + length]))
            start += length
        }
        let errorCorrectionBlocks = dataBlocks.map {
            ReedSolomon.errorCorrection(for: $0, count: errorCorrectionCount)
        }
        return interleaved(dataBlocks) + interleaved(errorCorrectionBlocks)
    }

    /// The data codewords: mode indicator 0100, character count, the bytes, a terminator of
    /// up to four zero bits, zero bits to a byte boundary, then the pad bytes 0xEC and 0x11
    /// in turn. - Precondition: `bytes` fits (`version.byteCapacity(level)`).
    static func dataCodewords(for bytes: [UInt8], version: QRVersion, level: ErrorCorrection) -> [UInt8] {
        let capacity = version.dataCodewords(level)
        var buffer = BitBuffer()
        buffer.append(0b0100, bits: 4)
        buffer.append(bytes.count, bits: version.characterCountBits)
        for byte in bytes { buffer.append(Int(byte), bits: 8) }
        buffer.append(0, bits: min(4, capacity * 8 - buffer.bits.count))
        let codewords = buffer.bytes
        let padding = (0..<max(0, capacity - codewords.count)).map { $0 % 2 == 0 ? UInt8(0xEC) : 0x11 }
        return codewords + padding
    }

    /// The first codeword of each block, then the second of each, and so on, skipping blocks
    /// that have run out.
    private static func interleaved(_ blocks: [[UInt8]]) -> [UInt8] {
        let longest = blocks.map(\.count).max() ?? 0
        return (0..<longest).flatMap { index in
            blocks.compactMap { index < $0.count ? $0[index] : nil }
        }
    }
}
