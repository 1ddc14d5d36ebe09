extension FixedWidthInteger {
    /// The integer's bytes, most significant first, as PNG and zlib headers write them.
    var bigEndianBytes: [UInt8] {
        (0..<Self.byteWidth).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }

    /// The integer's bytes, least significant first, as deflate block headers write them.
    var littleEndianBytes: [UInt8] {
        bigEndianBytes.reversed()
    }

    private static var byteWidth: Int { bitWidth / 8 }
}
